import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { BreadcrumbTrail } from "./breadcrumb-trail";

const origin = "https://wa.localhost";

describe("BreadcrumbTrail", () => {
  afterEach(cleanup);

  it("starts with Home and leaves the last item unlinked when its uri is empty", () => {
    renderWithProviders(
      <BreadcrumbTrail
        origin={origin}
        items={[
          { title: "Stores", uri: "/stores" },
          { title: "Perth", uri: "" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Home", "Stores", "Perth"]);
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Stores" }).getAttribute("href")).toBe("/stores");
    expect(within(nav).queryByRole("link", { name: "Perth" })).toBeNull();
    expect(within(nav).getByText("Perth").getAttribute("aria-current")).toBe("page");
    // three items: shown on mobile too
    expect(nav.className).not.toContain("breadcrumb-trail--top-level");
  });

  it("links the last item when it has a uri, with its params", () => {
    renderWithProviders(
      <BreadcrumbTrail
        origin={origin}
        items={[{ title: "Ovens", uri: "/c/ovens", params: { page: "2" } }]}
      />,
    );
    const link = screen.getByRole("link", { name: "Ovens" });
    expect(link.getAttribute("href")).toBe("/c/ovens?page=2");
    expect(link.getAttribute("aria-current")).toBe("page");
  });

  it("marks top-level trails to hide on mobile and describes the trail as JSON-LD", () => {
    const { container } = renderWithProviders(
      <BreadcrumbTrail origin={origin} items={[{ title: "Brands </script>", uri: "" }]} />,
    );
    expect(screen.getByRole("navigation").className).toContain("breadcrumb-trail--top-level");
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "{}")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://wa.localhost/" },
        { "@type": "ListItem", position: 2, name: "Brands </script>" },
      ],
    });
  });

  it("renders nothing without items (home, checkout)", () => {
    const { container } = renderWithProviders(<BreadcrumbTrail origin={origin} items={[]} />);
    expect(container.querySelector("nav")).toBeNull();
  });
});
