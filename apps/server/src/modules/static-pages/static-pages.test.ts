import { staticPageSchema } from "@store/domain/static-page.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { staticPages } from "./static-pages.tables.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe("GET /api/Static/{name}", () => {
  it("returns a seeded page with its content", async () => {
    const res = await requestAs(store.app, "aol", "/api/Static/delivery-information");
    expect(res.status).toBe(200);
    const page = staticPageSchema.parse(await res.json());
    expect(page.uri).toBe("delivery-information");
    expect(page.content.length).toBeGreaterThan(100);
  });

  it("never hands out a script or an event handler that staff HTML holds", async () => {
    await store.database.db.insert(staticPages).values({
      uri: "hostile-page",
      title: "Hostile",
      content:
        '<h2>Hello</h2><script>document.cookie</script><p onmouseover="alert(1)">Text<img src="/a.png" onerror="alert(2)"></p><iframe src="https://evil.example"></iframe>',
    });
    const page = staticPageSchema.parse(
      await (await requestAs(store.app, "aol", "/api/Static/hostile-page")).json(),
    );
    expect(page.content).toBe('<h2>Hello</h2><p>Text<img src="/a.png" /></p>');
  });

  it("answers 404 with a message for an unknown page", async () => {
    const res = await requestAs(store.app, "aol", "/api/Static/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: "not_found",
      errors: ["There is no page called 'no-such-page'"],
    });
  });

  it("refuses a name with characters a page name cannot have", async () => {
    const res = await requestAs(store.app, "aol", "/api/Static/..%2F..%2Fetc");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: string[] };
    expect(body.code).toBe("invalid");
    expect(body.errors[0]).toMatch(/letters, digits and hyphens/);
  });

  it("refuses an over-long name", async () => {
    const res = await requestAs(store.app, "aol", `/api/Static/${"a".repeat(200)}`);
    expect(res.status).toBe(400);
  });
});
