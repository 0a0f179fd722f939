import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeferredModule } from "./use-deferred-module";

function Shows({ load, needed }: { load: () => Promise<{ text: string }>; needed: boolean }) {
  const module = useDeferredModule(load, needed);
  return <p>{module ? module.text : "not yet"}</p>;
}

describe("useDeferredModule (ADR 097)", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("loads at once when needed, and answers the module", async () => {
    const load = vi.fn(async () => ({ text: "the form" }));
    render(<Shows load={load} needed />);
    expect(screen.getByText("not yet")).toBeTruthy();
    expect(await screen.findByText("the form")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("without a need, loads once the browser is idle after the page's load", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ text: "the panel" }));
    render(<Shows load={load} needed={false} />);
    expect(load).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the fallback waits a second after the load
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("the panel")).toBeTruthy();
  });

  it("loads a module once for every component, and one mounted later has it at once", async () => {
    const load = vi.fn(async () => ({ text: "shared" }));
    render(
      <>
        <Shows load={load} needed />
        <Shows load={load} needed />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText("shared")).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    render(<Shows load={load} needed={false} />);
    expect(screen.getByText("shared")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again the next time it is needed", async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ text: "loaded on the second try" });
    const { rerender } = render(<Shows load={load} needed />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByText("not yet")).toBeTruthy();
    rerender(<Shows load={load} needed={false} />);
    rerender(<Shows load={load} needed />);
    expect(await screen.findByText("loaded on the second try")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
