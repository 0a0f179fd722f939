/** What the 'Make this my store' action answers: the new store's name, or the message to show. */
export type SetStoreResult = { ok: true; storeName: string | null } | { ok: false; error: string };

/** The route whose action sets the visitor's store (POST /api/store/setstore behind it). */
export const setStoreActionPath = "/stores";
