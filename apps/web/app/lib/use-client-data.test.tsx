import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useClientData } from "./use-client-data";

/** A load whose answers the test settles by hand, one per call, with the signal each call got. */
function deferredLoads<T>() {
  const calls: {
    key: string;
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (signal: AbortSignal, key: string) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ key, signal, resolve, reject });
      }),
  );
  return { calls, load };
}

describe("useClientData", () => {
  afterEach(cleanup);

  it("loads once the component is mounted and shows the answer", async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() => useClientData("a", load));
    expect(result.current.status).toBe("loading");
    await act(async () => calls[0]?.resolve("answer"));
    expect(result.current).toMatchObject({ status: "success", data: "answer" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading without rendering again: the first render already says loading (or idle)", () => {
    const { load } = deferredLoads<string>();
    let renders = 0;
    renderHook(() => {
      renders++;
      return useClientData("a", load);
    });
    let idleRenders = 0;
    renderHook(() => {
      idleRenders++;
      return useClientData(null, load);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(renders).toBe(1);
    expect(idleRenders).toBe(1);
  });

  it("loads nothing for a null key", () => {
    const load = vi.fn(async () => "x");
    const { result } = renderHook(() => useClientData(null, load));
    expect(result.current.status).toBe("idle");
    expect(load).not.toHaveBeenCalled();
  });

  it("aborts the older call on a new key and never shows its late answer", async () => {
    const { calls, load } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useClientData(key, load), {
      initialProps: { key: "a" },
    });
    rerender({ key: "b" });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.key).toBe("b");
    await act(async () => calls[0]?.resolve("old"));
    expect(result.current.status).toBe("loading");
    await act(async () => calls[1]?.resolve("new"));
    expect(result.current).toMatchObject({ status: "success", data: "new" });
  });

  it("takes a cached copy without loading", () => {
    const load = vi.fn(async () => "fresh");
    const { result } = renderHook(() => useClientData("a", load, { cached: (key) => `cached ${key}` }));
    expect(result.current).toMatchObject({ status: "success", data: "cached a" });
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the last data while a new key loads and when it fails, if asked", async () => {
    const { calls, load } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useClientData(key, load, { keepPrevious: true }), {
      initialProps: { key: "a" },
    });
    await act(async () => calls[0]?.resolve("first"));
    rerender({ key: "b" });
    expect(result.current).toMatchObject({ status: "success", data: "first" });
    await act(async () => calls[1]?.reject(new Error("down")));
    expect(result.current).toMatchObject({ status: "success", data: "first" });
  });

  it("reports a failure and loads again on retry", async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() => useClientData("a", load));
    await act(async () => calls[0]?.reject(new Error("down")));
    expect(result.current.status).toBe("error");
    act(() => result.current.retry());
    expect(result.current.status).toBe("loading");
    await act(async () => calls[1]?.resolve("back"));
    expect(result.current).toMatchObject({ status: "success", data: "back" });
  });

  it("waits for an idle moment when asked", async () => {
    const { calls, load } = deferredLoads<string>();
    renderHook(() => useClientData("a", load, { whenIdle: true }));
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
