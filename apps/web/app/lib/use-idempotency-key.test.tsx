import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useIdempotencyKey } from "./use-idempotency-key";

describe("useIdempotencyKey", () => {
  afterEach(cleanup);

  it("keeps the key while the same input is sent again, across renders", () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ method: "Cash", amount: 1000 });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current.keyFor({ method: "Cash", amount: 1000 })).toBe(first);
  });

  it("takes a fresh key for another input, and after renew", () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 1000 });
    const changed = result.current.keyFor({ amount: 900 });
    expect(changed).not.toBe(first);
    result.current.renew();
    const renewed = result.current.keyFor({ amount: 900 });
    expect(renewed).not.toBe(changed);
    expect(renewed).toMatch(/^[0-9a-f-]{36}$/);
  });
});
