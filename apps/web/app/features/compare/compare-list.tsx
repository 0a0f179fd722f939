import {
  addToCompareList,
  type CompareTrayEvent,
  type CompareTrayView,
  nextCompareTrayView,
} from "@store/domain/compare";
import type { CompareProduct } from "@store/domain/compare.schema";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { storageKeys } from "~/lib/storage-keys";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";
import { readStoredCompareList, sameCompareList, writeStoredCompareList } from "./compare-storage";
import { TooManyProductsDialog } from "./too-many-products-dialog";

interface CompareListValue {
  /** False while the brand's ComparePageEnabled is off (ADR 054): no tick boxes, no tray, no calls. */
  enabled: boolean;
  products: readonly CompareProduct[];
  view: CompareTrayView;
  /** Words for screen readers after a change ('Added ... to compare. 2 of 3 selected.'). */
  announcement: string;
  has: (sku: string) => boolean;
  add: (product: CompareProduct) => void;
  remove: (sku: string) => void;
  /** Show, Hide or Compare pressed on the tray. */
  trayEvent: (event: Extract<CompareTrayEvent, "show" | "hide" | "compare">) => void;
}

const CompareListContext = createContext<CompareListValue | null>(null);

const api = createBrowserApiClient();

/**
 * The visitor's compare list (checkout s.2-s.5): the server keeps it against the session and
 * localStorage `CompareProducts` mirrors it, so the tray shows before the first answer arrives. Each
 * change shows at once and is then settled by the server's answer; changes run one at a time.
 */
export function CompareListProvider({
  enabled = true,
  children,
}: {
  enabled?: boolean;
  children: ReactNode;
}) {
  const [products, setProducts] = useState<readonly CompareProduct[]>([]);
  const [view, setView] = useState<CompareTrayView>("closed");
  const [announcement, setAnnouncement] = useState("");
  const [tooManyOpen, setTooManyOpen] = useState(false);
  const current = useRef<readonly CompareProduct[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The shopper's changes so far: a server answer is shown only if no later change is queued behind it,
  // else an older answer would undo a newer tick for a moment (the later call answers with both)
  const changes = useRef(0);
  const onError = useHttpErrorHandler();

  const show = useCallback((next: readonly CompareProduct[], event: CompareTrayEvent | null) => {
    current.current = next;
    setProducts(next);
    writeStoredCompareList(next);
    setView((view) => {
      if (event) return nextCompareTrayView(view, event, next.length);
      // A change from elsewhere (another tab) keeps the tray as the shopper left it
      if (next.length === 0) return "closed";
      return view === "closed" ? "minimised" : view;
    });
  }, []);

  // Before the first paint: the mirrored list, so the tray does not pop in after the server answers
  useLayoutEffect(() => {
    if (!enabled) return;
    const stored = readStoredCompareList();
    if (stored.length > 0) show(stored, "loaded");
  }, [show, enabled]);

  // Then the server's list settles it; a lost session gets the mirrored products back
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const change = changes.current;
    queue.current = queue.current.then(async () => {
      try {
        let list = (await api.getCompareList()).products;
        const stored = current.current;
        if (list.length === 0 && stored.length > 0) {
          for (const product of stored) list = (await api.addToCompare(product.sku)).products;
        }
        if (live && change === changes.current && !sameCompareList(list, current.current))
          show(list, "loaded");
      } catch {
        // The mirrored list stays; the next change asks the server again
      }
    });
    return () => {
      live = false;
    };
  }, [show, enabled]);

  // Another tab changed the list: follow it
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.compareProducts && event.key !== null) return;
      const next = readStoredCompareList();
      if (!sameCompareList(next, current.current)) show(next, null);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [show]);

  const add = useCallback(
    (product: CompareProduct) => {
      const before = current.current;
      const result = addToCompareList(
        before.map((p) => p.sku),
        product.sku,
      );
      if (result.outcome === "alreadyAdded") return;
      if (result.outcome === "limit") {
        setTooManyOpen(true);
        return;
      }
      show([...before, product], "added");
      setAnnouncement(`Added ${product.title} to compare. ${before.length + 1} of 3 selected.`);
      const change = ++changes.current;
      queue.current = queue.current.then(async () => {
        try {
          const answer = await api.addToCompare(product.sku);
          if (change === changes.current) show(answer.products, null);
        } catch (error) {
          // Another tab may have filled the list meanwhile: the server's word is the limit dialog
          const refreshed = await api.getCompareList().catch(() => null);
          if (change === changes.current) show(refreshed?.products ?? before, null);
          if (isApiError(error, 409)) setTooManyOpen(true);
          else onError(error, { disableNotFoundRedirect: true });
        }
      });
    },
    [show, onError],
  );

  const remove = useCallback(
    (sku: string) => {
      const before = current.current;
      const product = before.find((p) => p.sku === sku);
      if (!product) return;
      const next = before.filter((p) => p.sku !== sku);
      show(next, "changed");
      setAnnouncement(`Removed ${product.title} from compare. ${next.length} of 3 selected.`);
      const change = ++changes.current;
      queue.current = queue.current.then(async () => {
        try {
          const answer = await api.removeFromCompare(sku);
          if (change === changes.current) show(answer.products, null);
        } catch (error) {
          // 404: it was gone already (another tab); either way the server's list is the truth
          const refreshed = await api.getCompareList().catch(() => null);
          if (change === changes.current) show(refreshed?.products ?? before, null);
          if (!isApiError(error, 404)) onError(error, { disableNotFoundRedirect: true });
        }
      });
    },
    [show, onError],
  );

  const trayEvent = useCallback((event: Extract<CompareTrayEvent, "show" | "hide" | "compare">) => {
    setView((view) => nextCompareTrayView(view, event, current.current.length));
  }, []);

  const value = useMemo<CompareListValue>(
    () => ({
      enabled,
      products,
      view,
      announcement,
      has: (sku) => products.some((p) => p.sku === sku),
      add,
      remove,
      trayEvent,
    }),
    [enabled, products, view, announcement, add, remove, trayEvent],
  );

  return (
    <CompareListContext.Provider value={value}>
      {children}
      <TooManyProductsDialog open={tooManyOpen} onClose={() => setTooManyOpen(false)} />
    </CompareListContext.Provider>
  );
}

/** The compare list and its actions (inside CompareListProvider, which the root mounts). */
export function useCompareList(): CompareListValue {
  const value = useContext(CompareListContext);
  if (!value) throw new Error("useCompareList needs a CompareListProvider");
  return value;
}
