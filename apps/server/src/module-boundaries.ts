/**
 * The server modules from the bottom up (ADR 023): a module may import the public files of the modules
 * before it, never of one after it, so imports between modules point one way and cannot form a cycle.
 * `npm run lint` enforces it through the Biome overrides `boundaryOverrides()` builds, which biome.json
 * holds verbatim (module-boundaries.test.ts checks that they match and that the rule fires).
 */
export const moduleOrder = [
  "jobs",
  "settings",
  "static-pages",
  "alert-banner",
  "sale",
  "media",
  "share-image",
  "mail",
  "identity-sandbox",
  // apps/server/src/payments (ARCHITECTURE's place for the card gateway, ADR 028), placed like a module
  "payments",
  "rate-limit",
  "locality",
  "store",
  "user",
  // after user: a handled message records who handled it (ADR 061)
  "contact",
  "session",
  "cooking-demo",
  "product",
  "promotion",
  "catalogue",
  "search",
  "compare",
  "delivery",
  "cart",
  "order",
  "account",
  "balance-payment",
  "checkout",
  "payment-handoff",
  "orders-desk",
  "project",
  "reminder",
  "project-email",
  "project-attachment",
  "navbar",
  "geo",
] as const;

/** Modules that live outside modules/ (their folder under apps/server/src). */
const outsideModules: Partial<Record<(typeof moduleOrder)[number], string>> = { payments: "payments" };

/** What another module may import of a module: its services and read models, never its tables or internals. */
export const publicFiles = ["*.service.ts", "*.read-model.ts"] as const;

const internalsMessage =
  "Another module is reached only through its public files (*.service.ts, *.read-model.ts): its tables and internals are its own (ADR 023).";
const tablesMessage =
  "A module's tables file may reference (foreign keys) only the tables of modules below it (ADR 023).";
const featuresMessage =
  "No imports between two feature folders of the web app: the route composes them (pass one as a prop or a slot), and shared pieces live in components/ui or lib (ARCHITECTURE.md).";
const dbMessage =
  "The database layer and the seed know the modules' tables only, never their services (ADR 023).";

interface Override {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: { level: "error"; options: { patterns: Pattern[] } } } } };
}
interface Pattern {
  group: string[];
  message: string;
}

function restrict(includes: string[], patterns: Pattern[]): Override {
  return {
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: "error", options: { patterns } } } } },
  };
}

/** The Biome overrides that make the order and the public files a lint rule (one pair per module). */
export function boundaryOverrides(): Override[] {
  const overrides: Override[] = [
    restrict(
      // seed.cli.ts is an entry point like start.ts: it hands the seed the derived-data refresh
      ["apps/server/src/db/**", "!**/*.test.ts", "!**/seed.cli.ts"],
      [{ group: ["**/modules/**", "!**/modules/*/*.tables.ts"], message: dbMessage }],
    ),
  ];
  moduleOrder.forEach((name, at) => {
    const outside = outsideModules[name];
    // How an import from this module's folder names another module's folder
    const modulePrefix = outside ? "../modules/" : "../";
    const pathOf = (m: (typeof moduleOrder)[number]) => {
      const other = outsideModules[m];
      return other ? `${outside ? "../" : "../../"}${other}/**` : `${modulePrefix}${m}/**`;
    };
    const above = moduleOrder.slice(at + 1);
    const upward: Pattern[] =
      above.length === 0
        ? []
        : [
            {
              group: above.map(pathOf),
              message: `The module ${name} sits below ${above.join(", ")} (module-boundaries.ts, docs/architecture.md): an import upward would make a cycle (ADR 023).`,
            },
          ];
    const folder = outside ? `apps/server/src/${outside}` : `apps/server/src/modules/${name}`;
    overrides.push(
      restrict(
        [`${folder}/**`, "!**/*.test.ts", "!**/*.tables.ts"],
        [
          // ../../ leaves the modules (http, cache, db client): those are shared, not another module
          {
            group: outside
              ? ["../modules/*/**", ...publicFiles.map((f) => `!../modules/*/${f}`)]
              : ["../*/**", ...publicFiles.map((f) => `!../*/${f}`), "!../../**"],
            message: internalsMessage,
          },
          ...upward,
        ],
      ),
      restrict(
        [`${folder}/*.tables.ts`],
        [
          {
            group: outside
              ? ["../modules/*/**", "!../modules/*/*.tables.ts"]
              : ["../*/**", "!../*/*.tables.ts", "!../../**"],
            message: tablesMessage,
          },
          ...upward,
        ],
      ),
    );
  });
  // The web app's rule from ARCHITECTURE.md: a feature folder never imports another; a route composes them
  overrides.push(
    restrict(
      ["apps/web/app/features/**"],
      [{ group: ["~/features/**", "../*/**", "!../../**"], message: featuresMessage }],
    ),
  );
  return overrides;
}
