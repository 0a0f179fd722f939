/**
 * The build's shared script chunks (apps/web/vite.config.ts names its groups from this), in the order
 * they can run one by one: each imports only chunks before it. The page's script starter runs them in
 * this order, one task each (ADR 101); were a chunk run before one it imports, the two would run as one
 * long task.
 */
export const sharedChunkOrder = [
  "rolldown-runtime",
  "react",
  "zod",
  "domain-1",
  "domain-2",
  "domain-3",
  "app",
  "forms",
  "payments",
] as const;

/** A shared chunk's name in the build: its file name without the content hash. */
export type SharedChunk = (typeof sharedChunkOrder)[number];

/** Where a script's address falls in `sharedChunkOrder`, or the end for any other script. */
export function sharedChunkRank(href: string): number {
  const name = /\/([^/]+)-[\w-]{8}\.js$/.exec(href)?.[1] ?? "";
  const rank = sharedChunkOrder.indexOf(name as SharedChunk);
  return rank < 0 ? sharedChunkOrder.length : rank;
}
