import { readFileSync } from "node:fs";
import path from "node:path";
import { type Access, accessDenial, type Role, roles } from "@store/domain/access";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { fillPath, routeExamples, routeFixture } from "../testing/route-examples.ts";
import { browserOf, createTestStore, signInAs } from "../testing/test-store.ts";
import {
  assertRoutesDeclared,
  endpointsOf,
  type RouteKey,
  type RouteRule,
  routeAccess,
} from "./route-access.ts";

/**
 * The authorization matrix (ADR 018): every endpoint x anonymous / customer / staff / admin, from
 * the route table and its examples. Anonymous on a signed-in route gets 401, a role below the route's
 * 403, an allowed role the example's answer. Also keeps docs/authorization.md in step with the table.
 */

const store = await createTestStore({ products: 40 });
afterAll(() => store.close());
const fixture = await routeFixture(store);
const examples = routeExamples(fixture);

/** The demo account of each signed-in role (apps/server/src/db/seed/users.seed.ts). */
const accounts: Record<Role, string | null> = {
  anonymous: null,
  customer: "customer@example.com",
  staff: "staff@example.com",
  admin: "admin@example.com",
};

interface MatrixCase {
  key: RouteKey;
  /** A query option that asks for more access, sent with the example. */
  option?: string;
  access: Access;
}

function casesOf(key: RouteKey, rule: RouteRule): MatrixCase[] {
  if (typeof rule === "string") return [{ key, access: rule }];
  return [
    { key, access: rule.access },
    ...Object.entries(rule.options).map(([option, access]) => ({ key, option, access })),
  ];
}
const cases = (Object.entries(routeAccess) as [RouteKey, RouteRule][]).flatMap(([key, rule]) =>
  casesOf(key, rule),
);

const expectedAnswer = (role: Role, access: Access) => {
  const denial = accessDenial(role, access);
  return denial === "unauthorized" ? "401" : denial === "forbidden" ? "403" : "allowed";
};

describe("the route table", () => {
  it("declares every endpoint of the app, and no endpoint the app lacks", () => {
    const endpoints = endpointsOf(store.app);
    const declared = Object.keys(routeAccess);
    expect(
      endpoints.filter((key) => !declared.includes(key)),
      "endpoints missing from route-access.ts",
    ).toEqual([]);
    expect(
      declared.filter((key) => !endpoints.includes(key)),
      "declared routes the app lacks",
    ).toEqual([]);
  });

  it("stops an app with an undeclared endpoint from starting", () => {
    const app = new Hono<AppEnv>();
    app.get("/api/ping", (c) => c.json({ ok: true }));
    app.get("/api/new-call", (c) => c.json({ ok: true }));
    expect(() => assertRoutesDeclared(app)).toThrow(/Declare who may call GET \/api\/new-call in/);
  });

  it("is listed in docs/authorization.md", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "../../../../docs/authorization.md"), "utf8");
    const section = /<!-- route-access:start[^>]*-->\n([\s\S]*?)<!-- route-access:end -->/.exec(doc)?.[1];
    const rows = cases.map(({ key, option, access }) => {
      const route = option ? `${key}?${option}=…` : key;
      const answers = roles.map((role) => expectedAnswer(role, access));
      return `| \`${route}\` | ${access} | ${answers.join(" | ")} |`;
    });
    const table = [
      `| Route | Access | ${roles.join(" | ")} |`,
      `| --- | --- | ${roles.map(() => "---").join(" | ")} |`,
      ...rows,
      "",
    ].join("\n");
    // On a change to the table, paste the expected text into docs/authorization.md
    expect(section).toBe(table);
  });
});

describe(`authorization matrix: ${cases.length} route cases x ${roles.length} roles`, () => {
  for (const { key, option, access } of cases) {
    for (const role of roles) {
      const expected = expectedAnswer(role, access);
      it.concurrent(`${key}${option ? ` with ${option}` : ""} as ${role}: ${expected}`, async () => {
        const example = examples[key];
        const [routeMethod = "GET", pattern = "/"] = key.split(" ");
        const method = routeMethod === "ALL" ? (example.method ?? "GET") : routeMethod;
        const browser = browserOf(store.app);
        const account = accounts[role];
        if (account) await signInAs(store, browser, account);
        await example.setup?.(browser);
        const exampleQuery = example.queryFor ? await example.queryFor(browser) : example.query;
        const query = new URLSearchParams({ ...exampleQuery, ...(option ? { [option]: "true" } : {}) });
        const params = example.paramsFor ? await example.paramsFor(browser) : example.params;
        const target = `${fillPath(pattern, params)}${query.size ? `?${query}` : ""}`;
        const body = example.bodyFor ? await example.bodyFor(browser) : example.body;
        const res = await browser(target, {
          method,
          body: example.form ? example.form() : body ? JSON.stringify(body) : undefined,
          headers: example.headers,
        });
        const text = await res.text();
        if (expected === "allowed") {
          const status = example.status;
          if (status) expect(res.status, text).toBe(status);
          else expect(res.status >= 200 && res.status < 300, `${res.status}: ${text}`).toBe(true);
        } else {
          expect(res.status, text).toBe(Number(expected));
        }
      });
    }
  }
});
