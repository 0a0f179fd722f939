import { act, cleanup, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidgetProvider, useChatWidgetDock } from "~/lib/chat-widget-state";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { ChatWidget } from "./chat-widget";

let undock: () => void = () => undefined;

/** A page with a dock for the chat button, until `undock` is called (the shopper navigated away). */
function DockingPage() {
  const dock = useChatWidgetDock();
  const [docked, setDocked] = useState(true);
  undock = () => setDocked(false);
  return docked ? <div ref={dock} data-testid="dock" /> : <p>Another page</p>;
}

describe("the chat widget", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("sits in the page's dock while the page has one, and floats again without it", () => {
    renderInDataRouter(
      <ChatWidgetProvider enabled>
        <DockingPage />
        <ChatWidget supportPhone="1300 000 500" />
      </ChatWidgetProvider>,
    );
    act(() => vi.advanceTimersByTime(2000));
    const docked = within(screen.getByTestId("dock")).getByRole("button", { name: "Chat with us" });
    expect(docked.parentElement?.className).toBe("chat-widget chat-widget--docked");
    act(() => undock());
    const floating = screen.getByRole("button", { name: "Chat with us" });
    expect(floating.parentElement?.className).toBe("chat-widget");
  });
});
