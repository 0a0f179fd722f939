import type { AdminPanels } from "@store/domain/account.schema";
import { isOwnPanel } from "@store/domain/admin-panels";
import { useEffect, useMemo, useState } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { useIdentity } from "~/lib/identity/identity-context";
import "./admin-bar.css";

/**
 * The store's own staff pages: the orders desk (ADR 038), shoppers' messages (ADR 061), delivery
 * settings (ADR 033), and for admins the store settings (ADR 086).
 */
const staffPages = [
  ["/staff/orders", "Orders desk", "staff"],
  ["/staff/messages", "Messages", "staff"],
  ["/staff/delivery", "Delivery settings", "staff"],
  ["/staff/settings", "Store settings", "admin"],
] as const;

const panelLabels: Record<keyof AdminPanels, string> = {
  productPage: "Product page",
  project: "Projects",
  remindersCreate: "New reminder",
  remindersList: "Reminders",
  remindersStats: "Reminder stats",
};

/**
 * The admin bar (storefront s.2, s.6): for signed-in staff and admins in the brands that have one,
 * the store's delivery settings (ADR 033) and links to the embedded panels on the winning CMS site
 * (GET /api/account `adminPanels`), which without a CMS are the store's own pages (ADR 051) and open
 * in this tab.
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
          {staffPages
            .filter(([, , role]) => role === "staff" || claims.role === "admin")
            .map(([path, label]) => (
              <li key={path}>
                <a href={path} className="admin-bar__link">
                  {label}
                </a>
              </li>
            ))}
          {(Object.keys(panelLabels) as (keyof AdminPanels)[]).map((key) => {
            // Null until the account is read (or when reading it failed): no link rather than a wrong one
            const url = panels?.[key] ?? null;
            if (!url) return null;
            return (
              <li key={key}>
                {isOwnPanel(url) ? (
                  <a href={url} className="admin-bar__link">
                    {panelLabels[key]}
                  </a>
                ) : (
                  <a href={url} target="_blank" rel="noopener noreferrer" className="admin-bar__link">
                    {panelLabels[key]}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
