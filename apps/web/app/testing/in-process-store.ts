import { type ApiClient, createApiClient } from "~/lib/api-client";
import { browserOf, createTestStore, type TestStore } from "../../../server/src/testing/test-store.ts";

/** A visitor of the in-process store: the typed client, and the paths it called in order. */
export interface InProcessVisitor {
  api: ApiClient;
  calls: string[];
}

/**
 * The real store (the Hono app over a freshly seeded PGlite, or DATABASE_URL's server) in this
 * process, for web tests of loaders: no hand-written answers of our own API. Visitors call it as a
 * browser would, each with its own session cookie. Needs the node environment
 * (`// @vitest-environment node` at the top of the test file).
 */
export async function startInProcessStore(
  options: Parameters<typeof createTestStore>[0] = {},
): Promise<{ store: TestStore; visitor: (brand?: string) => InProcessVisitor }> {
  const store = await createTestStore(options);
  const visitor = (brand = "aol"): InProcessVisitor => {
    const browser = browserOf(store.app, brand);
    const calls: string[] = [];
    const api = createApiClient((path, init) => {
      calls.push(path);
      return browser(path, init);
    });
    return { api, calls };
  };
  return { store, visitor };
}
