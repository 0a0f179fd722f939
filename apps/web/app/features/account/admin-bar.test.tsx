import { brands } from "@store/domain/brands";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useIdentity } from "~/lib/identity/identity-context";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";
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
    remindersCreate: "https://cms.example.com/reminders/create",
    remindersList: "https://cms.example.com/reminders/list",
    remindersStats: "https://cms.example.com/reminders/stats",
  },
};

/** What GET /api/account answers staff when no CMS is configured: the store's own panels. */
const withoutCms = {
  ...account,
  winningCmsUrl: null,
  adminPanels: {
    productPage: "/staff/product-page",
    project: "/project",
    remindersCreate: "/staff/reminders#new-reminder",
    remindersList: "/staff/reminders#reminder-list",
    remindersStats: "/staff/reminders#reminder-stats",
  },
};

let answered: unknown = account;

beforeEach(() => {
  localStorage.clear();
  answered = account;
  vi.stubGlobal("fetch", async (path: string) =>
    path === "/api/account" ? Response.json(answered) : new Response(null, { status: 404 }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin bar (storefront s.2, s.6)", () => {
  it("for signed-in staff on a brand with the bar: a link per CMS panel, opening beside the store", async () => {
    storeSignedIn({ role: "staff", given_name: "Sam" });
    renderWithIdentity(<AdminBar />, { brand: brands.wa });
    await screen.findByRole("navigation", { name: "Staff tools" });
    const productPage = await screen.findByRole("link", { name: "Product page" });
    expect(productPage.getAttribute("href")).toBe("https://cms.example.com/product-page");
    expect(productPage.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Projects" }).getAttribute("href")).toBe(
      "https://cms.example.com/project",
    );
    expect(screen.getByRole("link", { name: "Reminders" }).getAttribute("href")).toBe(
      "https://cms.example.com/reminders/list",
    );
    expect(screen.getByRole("link", { name: "Delivery settings" }).getAttribute("href")).toBe(
      "/staff/delivery",
    );
    expect(screen.getByRole("link", { name: "Orders desk" }).getAttribute("href")).toBe("/staff/orders");
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/staff/messages");
    // The store settings are an admin's (ADR 086)
    expect(screen.queryByRole("link", { name: "Store settings" })).toBeNull();
  });

  it("gives an admin the store settings too", async () => {
    storeSignedIn({ role: "admin", given_name: "Alex" });
    renderWithIdentity(<AdminBar />, { brand: brands.wa });
    const settings = await screen.findByRole("link", { name: "Store settings" });
    expect(settings.getAttribute("href")).toBe("/staff/settings");
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/staff/messages");
  });

  it("without a CMS, links every panel to the store's own page, in the same tab", async () => {
    answered = withoutCms;
    storeSignedIn({ role: "staff", given_name: "Sam" });
    renderWithIdentity(<AdminBar />, { brand: brands.wa });
    const productPage = await screen.findByRole("link", { name: "Product page" });
    expect(productPage.getAttribute("href")).toBe("/staff/product-page");
    expect(productPage.getAttribute("target")).toBeNull();
    expect(screen.getByRole("link", { name: "Projects" }).getAttribute("href")).toBe("/project");
    expect(screen.getByRole("link", { name: "New reminder" }).getAttribute("href")).toBe(
      "/staff/reminders#new-reminder",
    );
    expect(screen.getByRole("link", { name: "Reminder stats" }).getAttribute("href")).toBe(
      "/staff/reminders#reminder-stats",
    );
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
