import { useMemo, useRef } from "react";

/** The Idempotency-Key of one attempt at a write, kept across the renders of the form that sends it. */
export interface IdempotencyKey {
  /**
   * The key to send `input` with: the same input sent again (a retry after no answer) keeps its key, so
   * the server acts once; another input is a new attempt with a fresh key.
   */
  keyFor(input: unknown): string;
  /** Ends the attempt (the server answered, or the input changed): the next send takes a fresh key. */
  renew(): void;
}

/** One Idempotency-Key per attempt, renewed when the input changes or after `renew()`. */
export function useIdempotencyKey(): IdempotencyKey {
  const held = useRef<{ key: string; input: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(input) {
        // Compared as JSON: a form's values rebuilt on each submit are a new object every time
        const text = JSON.stringify(input) ?? "";
        if (held.current?.input !== text) held.current = { key: crypto.randomUUID(), input: text };
        return held.current.key;
      },
      renew() {
        held.current = null;
      },
    }),
    [],
  );
}
