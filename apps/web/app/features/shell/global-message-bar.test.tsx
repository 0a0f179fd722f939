import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type GlobalMessage, useGlobalMessage } from "~/lib/global-message";
import { renderWithProviders } from "~/testing/render-with-providers";
import { GlobalMessageBar } from "./global-message-bar";

function Trigger({ message }: { message: GlobalMessage }) {
  const { showMessage } = useGlobalMessage();
  return (
    <button type="button" onClick={() => showMessage(message)}>
      trigger
    </button>
  );
}

function renderBar(message: GlobalMessage) {
  return renderWithProviders(
    <>
      <GlobalMessageBar />
      <Trigger message={message} />
      <Link to="/elsewhere">elsewhere</Link>
    </>,
  );
}

describe("GlobalMessageBar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows a success message politely and hides it after 3000 ms", () => {
    renderBar({ type: "success", text: "Added to cart" });
    fireEvent.click(screen.getByText("trigger"));
    expect(screen.getByRole("status").textContent).toContain("Added to cart");
    expect(screen.getByRole("alert").textContent).toBe("");

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText("Added to cart")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Added to cart")).toBeNull();
  });

  it("keeps a keepAlive error until it is closed", () => {
    renderBar({ type: "error", text: "Payment declined", keepAlive: true });
    fireEvent.click(screen.getByText("trigger"));
    expect(screen.getByRole("alert").textContent).toContain("Payment declined");

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Payment declined")).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Close message" }));
    expect(screen.queryByText("Payment declined")).toBeNull();
  });

  it("restarts the 3 s for a new message", () => {
    renderBar({ type: "success", text: "Saved" });
    fireEvent.click(screen.getByText("trigger"));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText("trigger"));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("Saved")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("hides a keepAlive message on route change", () => {
    renderBar({ type: "error", text: "Stays until you leave", keepAlive: true });
    fireEvent.click(screen.getByText("trigger"));
    expect(screen.queryByText("Stays until you leave")).not.toBeNull();
    fireEvent.click(screen.getByText("elsewhere"));
    expect(screen.queryByText("Stays until you leave")).toBeNull();
  });
});
