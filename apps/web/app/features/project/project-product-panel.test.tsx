import { brands } from "@store/domain/brands";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useIdentity } from "~/lib/identity/identity-context";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";
import { ProjectProductPanel } from "./project-product-panel";

/** Says when the provider has read the stored sign-in, so an absence is not just too early. */
function SignedInProbe() {
  const { known, claims } = useIdentity();
  return <p>{known ? `read: ${claims?.role ?? "signed out"}` : "reading"}</p>;
}

const panels = (productPage: string) => ({
  userId: 3,
  clientId: "aol",
  email: "staff@example.com",
  emailConfirmed: true,
  firstName: "Sam",
  lastName: "Staff",
  phone: "0423456789",
  role: "staff",
  locked: false,
  abn: null,
  winningUserId: "WU-1001",
  winningCmsUrl: productPage.startsWith("/") ? null : "https://cms.example.com",
  salespersonCode: "SP01",
  store: null,
  hasPassword: true,
  adminPanels: {
    productPage,
    project: null,
    remindersCreate: null,
    remindersList: null,
    remindersStats: null,
  },
});

/** The store's answers (the server is the outside world of a component test); every path asked is kept. */
let productPanel = "/staff/product-page";
let asked: string[] = [];

beforeEach(() => {
  localStorage.clear();
  asked = [];
  productPanel = "/staff/product-page";
  vi.stubGlobal("fetch", async (path: string) => {
    asked.push(path);
    if (path === "/api/account") return Response.json(panels(productPanel));
    if (path === "/api/projects/product/WM-100")
      return Response.json({
        sku: "WM-100",
        places: [
          {
            projectId: 42,
            projectRef: "PRJ-000042",
            name: "Laundry refit",
            folderId: 5,
            folderTitle: "Laundry",
            lineId: 900,
            quantity: 2,
          },
        ],
        notes: [],
      });
    if (path === "/api/projects/list-item?sku=WM-100")
      return Response.json([
        {
          projectId: 42,
          projectRef: "PRJ-000042",
          name: "Laundry refit",
          status: "Open",
          folders: [{ id: 5, title: "Laundry" }],
          containsSku: true,
        },
      ]);
    return new Response(null, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the product-page panel (storefront s.2)", () => {
  it("shows staff which of their projects hold the product, and the form to add it to one", async () => {
    storeSignedIn({ role: "staff" });
    renderWithIdentity(<ProjectProductPanel sku="WM-100" title="Washer 100" />);
    const panel = await screen.findByRole("region", { name: "Add to a project" });
    const held = await within(panel).findByRole("list", { name: "In your projects" });
    const place = within(held).getByRole("listitem");
    expect(place.textContent).toBe("PRJ-000042 Laundry refit / Laundry, quantity 2");
    expect(within(place).getByRole("link").getAttribute("href")).toBe("/project/42");
    const form = await within(panel).findByRole("form", { name: "Add Washer 100 to a project" });
    expect(within(form).getByRole("option", { name: /PRJ-000042 Laundry refit \(has it\)/ })).toBeTruthy();
    // Without a CMS the panel is the store's own: no link to a CMS
    await vi.waitFor(() => expect(asked).toContain("/api/account"));
    expect(within(panel).queryByRole("link", { name: /CMS/ })).toBeNull();
  });

  it("links to the CMS's panel for this product when a CMS is configured", async () => {
    productPanel = "https://cms.example.com/product-page";
    storeSignedIn({ role: "admin" });
    renderWithIdentity(<ProjectProductPanel sku="WM-100" title="Washer 100" />);
    const link = await screen.findByRole("link", { name: "Open the product panel in the CMS" });
    expect(link.getAttribute("href")).toBe("https://cms.example.com/product-page?sku=WM-100");
  });

  it("says when nothing of theirs holds it", async () => {
    storeSignedIn({ role: "staff" });
    vi.stubGlobal("fetch", async (path: string) =>
      path === "/api/projects/product/WM-100"
        ? Response.json({ sku: "WM-100", places: [], notes: [] })
        : path.startsWith("/api/projects/list-item")
          ? Response.json([])
          : Response.json(panels("/staff/product-page")),
    );
    renderWithIdentity(<ProjectProductPanel sku="WM-100" title="Washer 100" />);
    expect(await screen.findByText("Not in any of your projects yet.")).toBeTruthy();
    expect(await screen.findByText(/You have no open projects/)).toBeTruthy();
  });

  it("shows the spec's fallback when the places cannot be read", async () => {
    storeSignedIn({ role: "staff" });
    vi.stubGlobal("fetch", async (path: string) =>
      path === "/api/projects/product/WM-100"
        ? new Response("oops", { status: 502 })
        : path.startsWith("/api/projects/list-item")
          ? Response.json([])
          : Response.json(panels("/staff/product-page")),
    );
    renderWithIdentity(<ProjectProductPanel sku="WM-100" title="Washer 100" />);
    expect((await screen.findByRole("alert")).textContent).toBe("An error occurred getting projects.");
  });

  it("is not there for customers or the signed out, who make no project call", async () => {
    for (const role of ["customer", null] as const) {
      localStorage.clear();
      if (role) storeSignedIn({ role });
      renderWithIdentity(
        <>
          <ProjectProductPanel sku="WM-100" title="Washer 100" />
          <SignedInProbe />
        </>,
        { brand: brands.aol },
      );
      await screen.findByText(`read: ${role ?? "signed out"}`);
      expect(screen.queryByRole("region", { name: "Add to a project" })).toBeNull();
      cleanup();
    }
    expect(asked.filter((path) => path.includes("/api/projects"))).toEqual([]);
  });
});
