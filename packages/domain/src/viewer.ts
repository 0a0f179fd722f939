import type { Role } from "./access.ts";
import type { Brand } from "./brands.ts";

/**
 * Who is asking: the brand the request came for and its visitor, resolved once per request on the server
 * (apps/server/src/http/request-context.ts) and handed to every service that answers differently per visitor.
 */
export interface Viewer {
  brand: Brand;
  role: Role;
  /** Any role but anonymous. */
  signedIn: boolean;
  /** The signed-in user; null for anonymous visitors. */
  userId: number | null;
  /** The store the visitor chose (stock, nearest store), if any. */
  storeId: number | null;
  /** The locality the visitor chose (delivery, nearest store), if any. */
  localityId: number | null;
}

/** A viewer of `brand` who has chosen nothing and is not signed in. */
export function anonymousViewer(brand: Brand): Viewer {
  return { brand, role: "anonymous", signedIn: false, userId: null, storeId: null, localityId: null };
}
