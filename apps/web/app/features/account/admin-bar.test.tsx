import { brands } from "@store/domain/brands";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useIdentity } from "~/lib/identity/identity-context";
import { renderWithIdentity, storeSignedIn } from "./account-test-kit";
import { AdminBar } from "./admin-bar";

/** Says when the provider has read the stored sign-in, so an absence is not just too early. */
function SignedInProbe() {
  const { known, claims } = useIdentity();
  return <p>{known ? `read: ${claims?.role ?? "signed out"}` : "reading"}</p>;
}

const account = {
  userId: 3,
  clientId: "wa",
  email: "staff@example.com",
  emailConfirmed: true,
  firstName: "Sam",
  lastName: "Staff",
  phone: "0423456789",
  role: "staff",
  locked: false,
  abn: null,
  winningUserId: "WU-1001",
  winningCmsUrl: "https://cms.example.com",
  salespersonCode: "SP01",
  store: null,
  hasPassword: true,
  adminPanels: {
    productPage: "https://cms.example.com/product-page",
    project: "https://cms.example.com/project",
    remindersCreate: null,
    remindersList: null,
    remindersStats: null,
  },
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("fetch", async (path: string) =>
    path === "/api/account" ? Response.json(account) : new Response(null, { status: 404 }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin bar (storefront s.2, s.6)", () => {
  it("for signed-in staff on a brand with the bar: a link per configured panel, the store's own panel for the others", async () => {
    storeSignedIn({ role: "staff", given_name: "Sam" });
    renderWithIdentity(<AdminBar />, { brand: brands.wa });
    const bar = await screen.findByRole("navigation", { name: "Staff tools" });
    expect(await screen.findByRole("link", { name: "Product page" })).toHaveProperty(
      "href",
      "https://cms.example.com/product-page",
    );
    expect(screen.getByRole("link", { name: "Projects" }).getAttribute("href")).toBe(
      "https://cms.example.com/project",
    );
    // No CMS for the reminders panels: the store's own reminders page (ADR 051)
    expect(screen.getByRole("link", { name: "Reminders" }).getAttribute("href")).toBe(
      "/staff/reminders#reminder-list",
    );
    expect(screen.getByRole("link", { name: "New reminder" }).getAttribute("href")).toBe(
      "/staff/reminders#new-reminder",
    );
    expect(bar.textContent).not.toContain("not configured");
    expect(screen.getByRole("link", { name: "Delivery settings" }).getAttribute("href")).toBe(
      "/staff/delivery",
    );
    expect(screen.getByRole("link", { name: "Orders desk" }).getAttribute("href")).toBe("/staff/orders");
  });

  it("is not there for customers, for the signed out, or on brands without it", async () => {
    for (const [role, brand] of [
      ["customer", brands.wa],
      [null, brands.hc],
      ["staff", brands.aol],
    ] as const) {
      localStorage.clear();
      if (role) storeSignedIn({ role });
      renderWithIdentity(
        <>
          <AdminBar />
          <SignedInProbe />
        </>,
        { brand },
      );
      await screen.findByText(`read: ${role ?? "signed out"}`);
      expect(screen.queryByRole("navigation", { name: "Staff tools" })).toBeNull();
      cleanup();
    }
  });
});
