import type { NavCategory } from "@store/domain/navbar.schema";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { MegaMenu } from "./mega-menu";

const categories: NavCategory[] = [
  {
    title: "Kitchen",
    uri: "kitchen",
    subCategories: [
      { title: "Ovens", uri: "kitchen/ovens" },
      { title: "Cooktops", uri: "kitchen/cooktops" },
    ],
    brands: [{ title: "Bosch", uri: "bosch" }],
  },
  {
    title: "Laundry",
    uri: "laundry",
    subCategories: [{ title: "Dryers", uri: "laundry/dryers" }],
    brands: [],
  },
  { title: "Gift Cards", uri: "gift-cards", subCategories: [], brands: [] },
];

function setup() {
  const view = renderInDataRouter(<MegaMenu categories={categories} sale={null} />);
  const nav = screen.getByRole("navigation", { name: "Main" });
  const link = (name: string) => within(nav).getByRole("link", { name });
  return { ...view, nav, link };
}

const mouse = { pointerType: "mouse" };
const touch = { pointerType: "touch" };

describe("MegaMenu", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders every category as a link to its /c/ page", () => {
    const { link } = setup();
    expect(link("Kitchen").getAttribute("href")).toBe("/c/kitchen");
    expect(link("Gift Cards").getAttribute("href")).toBe("/c/gift-cards");
    expect(screen.queryByRole("link", { name: "Ovens" })).toBeNull();
  });

  it("opens a category on hover with its first subcategory highlighted, and lists its brands", () => {
    const { link } = setup();
    fireEvent.pointerEnter(link("Kitchen").parentElement as HTMLElement, mouse);
    const ovens = screen.getByRole("link", { name: "Ovens" });
    expect(ovens.getAttribute("href")).toBe("/c/kitchen/ovens");
    expect(ovens.getAttribute("data-active")).toBe("true");
    expect(screen.getByRole("link", { name: "Cooktops" }).getAttribute("data-active")).toBeNull();
    expect(screen.getByRole("link", { name: "Bosch" }).getAttribute("href")).toBe("/brands/bosch");
    expect(screen.getByRole("button", { name: "Kitchen menu" }).getAttribute("aria-expanded")).toBe("true");

    fireEvent.pointerEnter(screen.getByRole("link", { name: "Cooktops" }), mouse);
    expect(screen.getByRole("link", { name: "Cooktops" }).getAttribute("data-active")).toBe("true");

    fireEvent.pointerEnter(link("Laundry").parentElement as HTMLElement, mouse);
    expect(screen.getByRole("link", { name: "Dryers" }).getAttribute("data-active")).toBe("true");
    expect(screen.queryByRole("link", { name: "Ovens" })).toBeNull();
  });

  it("closes 100 ms after the pointer leaves the menu, unless it comes back in time", () => {
    const { link, nav } = setup();
    fireEvent.pointerEnter(link("Kitchen").parentElement as HTMLElement, mouse);
    fireEvent.pointerLeave(nav, mouse);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByRole("link", { name: "Ovens" })).toBeTruthy();
    fireEvent.pointerEnter(nav, mouse);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("link", { name: "Ovens" })).toBeTruthy();

    fireEvent.pointerLeave(nav, mouse);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole("link", { name: "Ovens" })).toBeNull();
  });

  it("a click on the toggle of a category hovering opened keeps it open; the next click closes it", () => {
    const { link } = setup();
    fireEvent.pointerEnter(link("Kitchen").parentElement as HTMLElement, mouse);
    const toggle = screen.getByRole("button", { name: "Kitchen menu" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("a click on a category goes to its page", () => {
    const { link, router } = setup();
    fireEvent.pointerDown(link("Kitchen"), mouse);
    fireEvent.click(link("Kitchen"));
    expect(router.state.location.pathname).toBe("/c/kitchen");
  });

  it("on touch, a category with subcategories toggles open and closed instead of navigating", () => {
    const { link, router } = setup();
    fireEvent.pointerDown(link("Kitchen"), touch);
    fireEvent.click(link("Kitchen"));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("link", { name: "Ovens" }).getAttribute("data-active")).toBe("true");

    fireEvent.pointerDown(link("Kitchen"), touch);
    fireEvent.click(link("Kitchen"));
    expect(screen.queryByRole("link", { name: "Ovens" })).toBeNull();
    expect(router.state.location.pathname).toBe("/");

    fireEvent.pointerDown(link("Gift Cards"), touch);
    fireEvent.click(link("Gift Cards"));
    expect(router.state.location.pathname).toBe("/c/gift-cards");
  });

  it("on touch, tapping a subcategory lands on it and closes the menu", () => {
    const { link, router } = setup();
    fireEvent.pointerDown(link("Kitchen"), touch);
    fireEvent.click(link("Kitchen"));
    fireEvent.click(screen.getByRole("link", { name: "Cooktops" }));
    expect(router.state.location.pathname).toBe("/c/kitchen/cooktops");
    expect(screen.queryByRole("link", { name: "Ovens" })).toBeNull();
  });

  it("works from the keyboard: the toggle opens, ArrowDown enters, Escape closes and returns focus", () => {
    setup();
    const toggle = screen.getByRole("button", { name: "Kitchen menu" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe(
      screen.getByRole("link", { name: "Ovens" }).closest("[id]")?.id,
    );
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    act(() => vi.advanceTimersByTime(20));
    const ovens = screen.getByRole("link", { name: "Ovens" });
    expect(document.activeElement).toBe(ovens);
    fireEvent.keyDown(ovens, { key: "Escape" });
    expect(screen.queryByRole("link", { name: "Ovens" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Kitchen" }));
  });

  it("shows the sale pill when a sale is on", () => {
    renderInDataRouter(
      <MegaMenu
        categories={categories}
        sale={{
          isSaleOn: true,
          name: "Black Friday Sale",
          url: "/sale",
          colour: "#c4102b",
          baseImagePath: "",
          time: null,
          images: {},
        }}
      />,
    );
    expect(screen.getByRole("link", { name: "Black Friday Sale" }).getAttribute("href")).toBe("/sale");
  });
});
