import { describe, expect, it, vi } from "vitest";
import { whenIdleAfterLoad } from "./when-idle";

/** A window whose load and idle moments the test decides. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Set<() => void>();
  const idles = new Map<number, () => void>();
  let next = 1;
  const win = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    requestIdleCallback: (callback: () => void) => {
      idles.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (id: number) => idles.delete(id),
  };
  return {
    win: win as unknown as Window,
    load: () => {
      for (const listener of [...listeners]) listener();
    },
    idle: () => {
      for (const [id, callback] of [...idles]) {
        idles.delete(id);
        callback();
      }
    },
  };
}

describe("whenIdleAfterLoad", () => {
  it("waits for the page's load, then for the browser to be idle", () => {
    const { win, load, idle } = fakeWindow("loading");
    const task = vi.fn();
    whenIdleAfterLoad(task, 3000, win);
    idle();
    expect(task).not.toHaveBeenCalled();
    load();
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded waits for idle only", () => {
    const { win, idle } = fakeWindow("complete");
    const task = vi.fn();
    whenIdleAfterLoad(task, 3000, win);
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled, before or after the load", () => {
    const before = fakeWindow("loading");
    const first = vi.fn();
    whenIdleAfterLoad(first, 3000, before.win)();
    before.load();
    before.idle();
    expect(first).not.toHaveBeenCalled();

    const after = fakeWindow("complete");
    const second = vi.fn();
    whenIdleAfterLoad(second, 3000, after.win)();
    after.idle();
    expect(second).not.toHaveBeenCalled();
  });
});
