/** What the 'Make this my store' action answers: the new store's name, or the message to show. */
export type SetStoreResult =
  | { ok: true; storeName: string | null }
  /** `log`: what the browser logs of the failure (storefront s.8), when the API answered one. */
  | { ok: false; error: string; log?: string };

/** The route whose action sets the visitor's store (POST /api/store/setstore behind it). */
export const setStoreActionPath = "/stores";
