import { act, cleanup, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidgetProvider, useAskUs, useChatWidgetDock } from "~/lib/chat-widget-state";
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

  it("opens the contact panel with the message a page asked it to, each time it is asked", async () => {
    // Real time: the panel's module arrives by a dynamic import, which the finder waits for
    vi.useRealTimers();
    function AskButton() {
      const askUs = useAskUs();
      return (
        <button type="button" onClick={() => askUs?.("Hi, please send me a price for the oven (OVN-1).")}>
          Ask for a price
        </button>
      );
    }
    renderInDataRouter(
      <ChatWidgetProvider enabled>
        <AskButton />
        <ChatWidget supportPhone="1300 000 500" />
      </ChatWidgetProvider>,
    );
    act(() => screen.getByRole("button", { name: "Ask for a price" }).click());
    const panel = screen.getByRole("dialog", { name: /^Talk to / });
    // The panel's form loads on first use (ADR 097)
    const message = (await within(panel).findByRole("textbox", { name: "Message" })) as HTMLTextAreaElement;
    expect(message.value).toBe("Hi, please send me a price for the oven (OVN-1).");
    // Opened from the launcher itself, the message is the shopper's to write
    act(() => within(panel).getByRole("button", { name: /close/i }).click());
    act(() => screen.getByRole("button", { name: "Chat with us" }).click());
    const again = screen.getByRole("dialog", { name: /^Talk to / });
    expect((within(again).getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("");
  });
});
