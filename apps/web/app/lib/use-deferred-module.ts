import { useEffect, useState } from "react";
import { whenIdleAfterLoad } from "./when-idle";

/** What each module load has given so far: the module once it has arrived. */
const arrived = new WeakMap<() => Promise<unknown>, unknown>();
const pending = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function start<M>(load: () => Promise<M>): Promise<M> {
  let promise = pending.get(load) as Promise<M> | undefined;
  if (!promise) {
    promise = load().then((module) => {
      arrived.set(load, module);
      return module;
    });
    // A failed load (offline) may be tried again the next time it is needed
    promise.catch(() => pending.delete(load));
    pending.set(load, promise);
  }
  return promise;
}

/**
 * A module of the page loaded once the browser is idle after the page's load, or at once when it is
 * `needed`, whichever comes first (ADR 097): for what a click opens (the login form, the contact panel,
 * the cart's coupon form), whose code and form library then stay off every page's first load. Answers
 * the module once it has arrived (at once if another component loaded it), null until then. `load` must
 * be one function for the module (a module-level constant), which also keys the load.
 */
export function useDeferredModule<M>(load: () => Promise<M>, needed: boolean): M | null {
  const [module, setModule] = useState<M | null>(() => (arrived.get(load) as M | undefined) ?? null);

  useEffect(() => {
    if (module) return;
    let active = true;
    const take = () => {
      start(load).then(
        (loaded) => {
          if (active) setModule(loaded);
        },
        () => undefined,
      );
    };
    if (needed) {
      take();
      return () => {
        active = false;
      };
    }
    const cancel = whenIdleAfterLoad(take);
    return () => {
      active = false;
      cancel();
    };
  }, [load, needed, module]);

  return module;
}
