import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChatWidgetProvider, useChatWidget, useChatWidgetBlocker } from "./chat-widget-state";

function Probe() {
  const { isShown, isEnabled, blockers, intercomAppId } = useChatWidget();
  return <p>{`enabled=${isEnabled} shown=${isShown} blockers=${blockers.join(",")} app=${intercomAppId}`}</p>;
}

function Blocker({ active }: { active: boolean }) {
  useChatWidgetBlocker("sticky-panel", active);
  return null;
}

describe("chat widget state", () => {
  it("is on from the first render, and floating only while nothing blocks it", () => {
    const { rerender } = render(
      <ChatWidgetProvider enabled>
        <Probe />
        <Blocker active={false} />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText("enabled=true shown=true blockers= app=null")).toBeTruthy();
    rerender(
      <ChatWidgetProvider enabled>
        <Probe />
        <Blocker active />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText("enabled=true shown=false blockers=sticky-panel app=null")).toBeTruthy();
  });

  it("never shows, and names no Intercom app, when the setting is off", () => {
    render(
      <ChatWidgetProvider enabled={false} intercomAppId="abc123de">
        <Probe />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText("enabled=false shown=false blockers= app=null")).toBeTruthy();
  });
});
