import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { manualFrames, scrollWindowTo } from "~/testing/manual-frames";
import { useSmoothInPageLinks } from "./use-smooth-in-page-links";

function Page() {
  useSmoothInPageLinks();
  return (
    <>
      <a href="#stock">Check stock</a>
      <a href="/elsewhere">Another page</a>
      <section id="stock" aria-label="Stock">
        In stock
      </section>
    </>
  );
}

/** Media queries: `reduce` answers prefers-reduced-motion, `small` the screens below lg. */
function media({ reduce = false, small = false }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce") ? reduce : query.includes("max-width") ? small : false,
    media: query,
  }));
}

describe("smooth scroll for in-page links", () => {
  let frame: (time: number) => void;
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    frame = manualFrames();
    scrollTo = vi.fn((_x: number, y: number) => scrollWindowTo(y));
    vi.stubGlobal("scrollTo", scrollTo);
    scrollWindowTo(0);
    media({});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderPage = (top = 1500) => {
    render(<Page />);
    const section = screen.getByRole("region", { name: "Stock" });
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    return section;
  };

  it("scrolls to the target in exactly 1000 ms, moves focus there at once and sets the hash", () => {
    const section = renderPage();
    fireEvent.click(screen.getByRole("link", { name: "Check stock" }));
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute("tabindex")).toBe("-1");
    expect(window.location.hash).toBe("#stock");

    frame(1000); // the first frame fixes the start time
    frame(1500);
    const halfway = scrollTo.mock.lastCall?.[1];
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1500);
    frame(1999);
    expect(scrollTo.mock.lastCall?.[1]).toBeLessThan(1500);
    frame(2000);
    expect(scrollTo.mock.lastCall?.[1]).toBe(1500);
  });

  it("stops the navbar's height above the target on small screens", () => {
    media({ small: true });
    renderPage();
    fireEvent.click(screen.getByRole("link", { name: "Check stock" }));
    frame(0);
    frame(1000);
    expect(scrollTo.mock.lastCall?.[1]).toBe(1500 - 70);
  });

  it("jumps at once when the visitor prefers reduced motion", () => {
    media({ reduce: true });
    const section = renderPage();
    fireEvent.click(screen.getByRole("link", { name: "Check stock" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
    expect(document.activeElement).toBe(section);
  });

  it("leaves other links and modified clicks to the browser", () => {
    renderPage();
    const other = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link", { name: "Another page" }).dispatchEvent(other);
    const modified = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole("link", { name: "Check stock" }).dispatchEvent(modified);
    expect(other.defaultPrevented).toBe(false);
    expect(modified.defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
