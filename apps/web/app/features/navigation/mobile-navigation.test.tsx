import type { Navbar } from "@store/domain/navbar.schema";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { MobileNavigation } from "./mobile-navigation";

const navbar: Navbar = {
  topNav: {
    displayCartIcon: true,
    displayProjectIcon: false,
    displaySearchIcon: true,
    displayContactUsIcon: true,
  },
  mainNav: {
    categories: [
      {
        title: "Kitchen",
        uri: "kitchen",
        subCategories: [
          { title: "Ovens", uri: "kitchen/ovens" },
          { title: "Cooktops", uri: "kitchen/cooktops" },
        ],
        brands: [],
      },
      { title: "Gift Cards", uri: "gift-cards", subCategories: [], brands: [] },
    ],
  },
};

function setup(bar: Navbar = navbar) {
  return renderInDataRouter(
    <MobileNavigation
      navbar={bar}
      sale={null}
      supportPhone="1300 000 500"
      locationPicker={<p>Location picker here</p>}
      storePanel={<p>Store panel here</p>}
    />,
  );
}

function drawer() {
  return screen.getByRole("dialog", { hidden: true });
}

describe("MobileNavigation", () => {
  afterEach(() => {
    cleanup();
    document.body.style.overflow = "";
  });

  it("opens the drawer from the menu button with the location picker and the categories, and locks scrolling", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect((drawer() as HTMLDialogElement).open).toBe(true);
    expect(within(drawer()).getByText("Location picker here")).toBeTruthy();
    expect(within(drawer()).getByRole("button", { name: "Kitchen" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("toggles a category with subcategories; one without is a link", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const kitchen = within(drawer()).getByRole("button", { name: "Kitchen" });
    fireEvent.click(kitchen);
    expect(kitchen.getAttribute("aria-expanded")).toBe("true");
    expect(within(drawer()).getByRole("link", { name: "Ovens" }).getAttribute("href")).toBe(
      "/c/kitchen/ovens",
    );
    expect(within(drawer()).getByRole("link", { name: "Shop all Kitchen" }).getAttribute("href")).toBe(
      "/c/kitchen",
    );
    fireEvent.click(kitchen);
    expect(kitchen.getAttribute("aria-expanded")).toBe("false");
    expect(within(drawer()).queryByRole("link", { name: "Ovens" })).toBeNull();
    expect(within(drawer()).getByRole("link", { name: "Gift Cards" }).getAttribute("href")).toBe(
      "/c/gift-cards",
    );
  });

  it("tapping a subcategory lands on it and closes the drawer", () => {
    const { router } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    fireEvent.click(within(drawer()).getByRole("button", { name: "Kitchen" }));
    fireEvent.click(within(drawer()).getByRole("link", { name: "Cooktops" }));
    expect(router.state.location.pathname).toBe("/c/kitchen/cooktops");
    expect((drawer() as HTMLDialogElement).open).toBe(false);
    expect(document.body.style.overflow).toBe("");
  });

  it("the icon buttons open their views; closing resets the view, the categories and the scroll lock", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Your store" }));
    expect(within(drawer()).getByText("Store panel here")).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole("button", { name: "Menu" }));
    fireEvent.click(within(drawer()).getByRole("button", { name: "Kitchen" }));
    fireEvent.click(within(drawer()).getByRole("button", { name: "Contact us" }));
    expect(
      within(drawer())
        .getByRole("link", { name: /Call 1300 000 500/ })
        .getAttribute("href"),
    ).toBe("tel:1300000500");

    fireEvent.click(within(drawer()).getByRole("button", { name: "Close menu" }));
    expect((drawer() as HTMLDialogElement).open).toBe(false);
    expect(document.body.style.overflow).toBe("");
    expect(within(drawer()).queryByText("Store panel here")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(within(drawer()).getByText("Location picker here")).toBeTruthy();
    expect(within(drawer()).getByRole("button", { name: "Kitchen" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("shows the icons the navbar switches on", () => {
    setup({ ...navbar, topNav: { ...navbar.topNav, displaySearchIcon: false, displayCartIcon: false } });
    expect(screen.queryByRole("button", { name: "Search" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cart" })).toBeNull();
    expect(screen.getByRole("button", { name: "Your store" })).toBeTruthy();
  });

  it("the search view goes to the results page and ignores blank text", () => {
    const { router } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const input = within(drawer()).getByRole("searchbox", { name: "Search products" });
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(router.state.location.pathname).toBe("/");
    fireEvent.change(input, { target: { value: "induction cooktop" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(router.state.location.pathname).toBe("/search/induction%20cooktop");
  });
});
