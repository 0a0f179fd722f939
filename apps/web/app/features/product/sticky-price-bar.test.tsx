import { brands } from "@store/domain/brands";
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BrandProvider } from "~/lib/brand-context";
import { ChatWidgetProvider, useChatWidget } from "~/lib/chat-widget-state";
import { StickyPriceBar, stickyPriceBarBlocker } from "./sticky-price-bar";

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observe: ObserverCallback = () => {};

function Blockers() {
  return <output data-testid="blockers">{useChatWidget().blockers.join(",")}</output>;
}

function renderBar() {
  return render(
    <MemoryRouter initialEntries={["/p/oven"]}>
      <BrandProvider brand={brands.aol}>
        <ChatWidgetProvider enabled>
          <div id="product-price" />
          <StickyPriceBar
            watchId="product-price"
            title="Siemens iQ300 90cm Built-in Electric Oven"
            product={{ price: 2189_00, rrp: 3099_00, lineDiscount: 0, altPriceMsg: null, priceHidden: false }}
            action={{ href: "#purchase-options", label: "See options" }}
          />
          <Blockers />
        </ChatWidgetProvider>
      </BrandProvider>
    </MemoryRouter>,
  );
}

describe("StickyPriceBar", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: ObserverCallback) {
          observe = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("appears once the price block has scrolled away, and blocks the chat widget while it shows", () => {
    renderBar();
    expect(screen.queryByRole("complementary", { name: "Price summary" })).toBeNull();
    expect(screen.getByTestId("blockers").textContent).toBe("");

    act(() => observe([{ isIntersecting: false, boundingClientRect: { bottom: -20 } as DOMRectReadOnly }]));
    const bar = screen.getByRole("complementary", { name: "Price summary" });
    expect(bar.textContent).toContain("$2,189");
    expect(screen.getByRole("link", { name: "See options" }).getAttribute("href")).toBe("#purchase-options");
    expect(screen.getByTestId("blockers").textContent).toBe(stickyPriceBarBlocker);

    act(() => observe([{ isIntersecting: true, boundingClientRect: { bottom: 300 } as DOMRectReadOnly }]));
    expect(screen.queryByRole("complementary", { name: "Price summary" })).toBeNull();
    expect(screen.getByTestId("blockers").textContent).toBe("");
  });
});
