import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Paths longer than this are matched every time: the memory a remembered path holds stays small. */
const longestRememberedPath = 256;
/** Distinct method and path pairs remembered before starting afresh: any client can ask for any path. */
const rememberedPaths = 2048;

/**
 * Hono's default router (the regular-expression router, else the trie), remembering what each method and
 * path matched (ADR 094). The store's table has static and parameter siblings the regular-expression
 * router refuses (`/api/store/select-view` beside `/api/store/:id`), so the trie walks some 300 routes on
 * every request; a match depends on the method and path alone and is never changed by Hono, so the
 * answer for a path already seen is the one worked out before.
 */
export class RememberingRouter<T> implements Router<T> {
  name = "RememberingRouter";
  readonly #router: Router<T> = new SmartRouter<T>({
    routers: [new RegExpRouter(), new TrieRouter()],
  });
  readonly #matched = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > longestRememberedPath) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#matched.get(key);
    if (!result) {
      result = this.#router.match(method, path);
      if (this.#matched.size >= rememberedPaths) this.#matched.clear();
      this.#matched.set(key, result);
    }
    return result;
  }
}
