import type { AdminPanels } from "@store/domain/account.schema";
import { useEffect, useMemo, useState } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { useIdentity } from "~/lib/identity/identity-context";
import "./admin-bar.css";

/** The store's own staff pages: delivery settings (ADR 033) and the orders desk (ADR 038). */
const staffPages = [
  ["/staff/orders", "Orders desk"],
  ["/staff/delivery", "Delivery settings"],
] as const;

const panelLabels: Record<keyof AdminPanels, string> = {
  productPage: "Product page",
  project: "Projects",
  remindersCreate: "New reminder",
  remindersList: "Reminders",
  remindersStats: "Reminder stats",
};

/**
 * The store's own panels, used when no CMS URL is configured (ADR 051): projects and the reminders
 * page's sections. The product-page panel is on each product page itself.
 */
const ownPanels: Record<keyof AdminPanels, string | null> = {
  productPage: null,
  project: "/project",
  remindersCreate: "/staff/reminders#new-reminder",
  remindersList: "/staff/reminders#reminder-list",
  remindersStats: "/staff/reminders#reminder-stats",
};

/**
 * The admin bar (storefront s.2, s.6): for signed-in staff and admins in the brands that have one,
 * the store's delivery settings (ADR 033) and links to the embedded panels on the winning CMS site
 * (GET /api/account `adminPanels`); a panel without a URL (no CMS configured) opens the store's own
 * panel (ADR 051).
 */
export function AdminBar() {
  const brand = useBrand();
  const { signedIn, claims } = useIdentity();
  const staff = signedIn && (claims?.role === "staff" || claims?.role === "admin");
  const shown = brand.adminBar && staff;
  const api = useMemo(() => createBrowserApiClient(), []);
  const [panels, setPanels] = useState<AdminPanels | null>(null);
  const userId = claims?.sub;

  // biome-ignore lint/correctness/useExhaustiveDependencies: another user signing in in this tab reads their panels
  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    api.getAccount({ signal: controller.signal }).then(
      (account) => setPanels(account.adminPanels),
      // Without the panels the bar still says who is signed in; a 401 reaches the next call that needs the session
      () => setPanels(null),
    );
    return () => controller.abort();
  }, [api, shown, userId]);

  if (!shown || !claims) return null;
  return (
    <nav className="admin-bar" aria-label="Staff tools">
      <div className="admin-bar__inner page-container">
        <span className="admin-bar__who">
          {claims.role === "admin" ? "Admin" : "Staff"}: {claims.given_name}
        </span>
        <ul className="admin-bar__panels">
          {/* The store's own staff pages, beside the CMS panels (plain links: the bar renders outside routes too) */}
          {staffPages.map(([path, label]) => (
            <li key={path}>
              <a href={path} className="admin-bar__link">
                {label}
              </a>
            </li>
          ))}
          {(Object.keys(panelLabels) as (keyof AdminPanels)[]).map((key) => {
            const url = panels?.[key] ?? null;
            const own = ownPanels[key];
            return (
              <li key={key}>
                {url ? (
                  <a href={url} target="_blank" rel="noopener noreferrer" className="admin-bar__link">
                    {panelLabels[key]}
                  </a>
                ) : own ? (
                  <a href={own} className="admin-bar__link">
                    {panelLabels[key]}
                  </a>
                ) : (
                  <span
                    className="admin-bar__link admin-bar__link--off"
                    title="Without a CMS, the panel is on each product page"
                  >
                    {panelLabels[key]} <span className="admin-bar__off">(on product pages)</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
