import { checkoutLimits } from "@store/domain/checkout.schema";
import { useCallback, useEffect, useRef, useState } from "react";

/** What one look at a payment the customer confirms on their own device means (checkout s.4 "Polling"). */
export type PollStep =
  | { kind: "approved" }
  | { kind: "wait" }
  /** status: what `stopped` reports (402 when left out; null when nothing is to be reported). */
  | { kind: "stop"; message: string; status?: number | null };

/** Why a wait gives its payment up: its time ran out, staff cancelled, or the page or screen was left. */
export type GiveUpReason = "timeout" | "cancel" | "leave";

/** One wait: how to ask, how to give up, and what to do when it ends. */
export interface PaymentWait {
  /** Asks where the payment stands; a failed call answers its own step (5xx: wait). */
  check(): Promise<PollStep>;
  /** Withdraws the payment; answers what the withdrawal found (an approval that got there first), or null. */
  giveUp(reason: GiveUpReason): Promise<PollStep | null>;
  /** Whether the timeout withdraws the payment too (the orders desk), or leaves it to the server (checkout). */
  giveUpOnTimeout: boolean;
  /** How long it waits (checkout s.4: 65 s; a QR hand-off: its link's 10 minutes). */
  timeoutMs?: number;
  timeoutMessage: string;
  cancelMessage: string;
  approved(): void;
  /** status: 408 at the timeout, 402 when the provider ended it, null for the staff member's own cancel. */
  stopped(message: string, status: number | null): void;
}

/**
 * Waits for a payment confirmed on the customer's device (checkout s.4 "Polling"; the orders desk's Zip
 * balance, ADR 093; a staff checkout's QR hand-off, ADR 043): asks every 2 s until its timeout (65 s
 * unless the wait says), approved completes, a stop ends with its message, and
 * cancelling, leaving the page (pagehide, then a 200 ms wait) or leaving the screen inside the app
 * (unmount) withdraws it.
 */
export function usePaymentWait() {
  const [wait, setWait] = useState<PaymentWait | null>(null);
  // Ends the running wait without withdrawing: cancel withdraws by itself, then its state change unmounts the effect
  const endWait = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!wait) return;
    let stopped = false;
    let givenUp = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    endWait.current = () => {
      stopped = true;
    };
    const end = () => {
      stopped = true;
      setWait(null);
    };
    const stop = (message: string, status: number | null) => {
      end();
      wait.stopped(message, status);
    };
    // Its own timer, not the next tick's check: the timeout comes at 65 s even while a status call hangs
    const deadline = setTimeout(async () => {
      if (stopped) return;
      if (!wait.giveUpOnTimeout) return stop(wait.timeoutMessage, 408);
      stopped = true;
      givenUp = true;
      const found = await wait.giveUp("timeout").catch(() => null);
      if (found?.kind === "approved") {
        end();
        wait.approved();
      } else stop(wait.timeoutMessage, 408);
    }, wait.timeoutMs ?? checkoutLimits.pollTimeoutMs);
    const tick = async () => {
      if (stopped) return;
      const step = await wait.check();
      if (stopped) return;
      if (step.kind === "approved") {
        end();
        wait.approved();
      } else if (step.kind === "stop") stop(step.message, step.status === undefined ? 402 : step.status);
      else timer = setTimeout(tick, checkoutLimits.pollMs);
    };
    timer = setTimeout(tick, checkoutLimits.pollMs);
    // A payment nobody waits for any more is given up at once, not left to the 30-minute sweep.
    // keepalive lets the call outlive the page; once is enough (pagehide, then an unmount, say both)
    const giveUp = () => {
      if (stopped || givenUp) return false;
      givenUp = true;
      void wait.giveUp("leave").catch(() => undefined);
      return true;
    };
    // Leaving the page: the cancel is sent, then the page waits 200 ms for it to go (checkout s.4), as
    // the spec says; keepalive already carries it past the page, the wait is for browsers that cut it short
    const leave = () => {
      if (!giveUp()) return;
      const until = performance.now() + checkoutLimits.unloadCancelWaitMs;
      while (performance.now() < until) {
        // A page being unloaded runs no timers: the wait is a loop
      }
    };
    window.addEventListener("pagehide", leave);
    return () => {
      giveUp();
      stopped = true;
      endWait.current = null;
      if (timer) clearTimeout(timer);
      clearTimeout(deadline);
      window.removeEventListener("pagehide", leave);
    };
  }, [wait]);

  const start = useCallback((next: PaymentWait) => setWait(next), []);

  const cancel = useCallback(async () => {
    if (!wait) return;
    endWait.current?.();
    setWait(null);
    const found = await wait.giveUp("cancel").catch(() => null);
    if (found?.kind === "approved") wait.approved();
    else wait.stopped(wait.cancelMessage, null);
  }, [wait]);

  return { waiting: wait !== null, start, cancel };
}
