import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidgetProvider, useChatWidget, useChatWidgetBlocker } from "./chat-widget-state";

function Probe() {
  const { isShown, isLoaded, blockers } = useChatWidget();
  return <p>{`shown=${isShown} loaded=${isLoaded} blockers=${blockers.join(",")}`}</p>;
}

function Blocker({ active }: { active: boolean }) {
  useChatWidgetBlocker("sticky-panel", active);
  return null;
}

describe("chat widget state", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is on only once loaded and while nothing blocks it", () => {
    const { rerender } = render(
      <ChatWidgetProvider enabled>
        <Probe />
        <Blocker active={false} />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText(/shown=false loaded=false/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("shown=true loaded=true blockers=")).toBeTruthy();
    rerender(
      <ChatWidgetProvider enabled>
        <Probe />
        <Blocker active />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText("shown=false loaded=true blockers=sticky-panel")).toBeTruthy();
    rerender(
      <ChatWidgetProvider enabled>
        <Probe />
        <Blocker active={false} />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText("shown=true loaded=true blockers=")).toBeTruthy();
  });

  it("never shows when the setting is off", () => {
    render(
      <ChatWidgetProvider enabled={false}>
        <Probe />
      </ChatWidgetProvider>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("shown=false loaded=false blockers=")).toBeTruthy();
  });
});
