import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { manualFrames, scrollWindowTo } from "~/testing/manual-frames";
import { renderWithProviders } from "~/testing/render-with-providers";
import { BackToTopButton } from "./back-to-top-button";

describe("BackToTopButton", () => {
  let frame: (time: number) => void;
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    frame = manualFrames();
    scrollTo = vi.fn((_x: number, y: number) => scrollWindowTo(y));
    vi.stubGlobal("scrollTo", scrollTo);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
    scrollWindowTo(0);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("appears once the page is scrolled beyond 0", () => {
    renderWithProviders(<BackToTopButton />);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollWindowTo(1);
    fireEvent.scroll(window);
    frame(0);
    expect(screen.getByRole("button", { name: "Back to top" })).not.toBeNull();
  });

  it("scrolls to the top in exactly 600 ms, then focuses the top of the page", () => {
    renderWithProviders(
      <>
        <a className="skip-link" href="#main-content">
          Skip
        </a>
        <BackToTopButton />
      </>,
    );
    scrollWindowTo(1200);
    fireEvent.scroll(window);
    frame(0);
    fireEvent.click(screen.getByRole("button", { name: "Back to top" }));

    frame(1000); // first frame fixes the start time
    frame(1300);
    const halfway = scrollTo.mock.lastCall?.[1];
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1200);
    frame(1599);
    expect(scrollTo.mock.lastCall?.[1]).toBeGreaterThan(0);
    frame(1600);
    expect(scrollTo.mock.lastCall?.[1]).toBe(0);
    expect(document.activeElement?.className).toBe("skip-link");
  });

  it("jumps at once when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    renderWithProviders(<BackToTopButton />);
    scrollWindowTo(800);
    fireEvent.scroll(window);
    frame(0);
    fireEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
