import { act } from "@testing-library/react";
import { vi } from "vitest";

/** A hand-cranked animation clock: each `frame(t)` runs the callbacks queued for the next frame. */
export function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    queue.push(cb);
    return queue.length;
  });
  vi.stubGlobal("cancelAnimationFrame", () => {
    queue = [];
  });
  return (time: number) =>
    act(() => {
      const run = queue;
      queue = [];
      for (const cb of run) cb(time);
    });
}

/** Puts the window's scroll position at `y`, as a scroll would leave it. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
}
