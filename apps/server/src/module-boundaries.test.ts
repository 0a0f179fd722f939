import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boundaryOverrides, moduleOrder } from "./module-boundaries.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const biomeConfig = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
const biome = path.join(root, "node_modules/.bin/biome");

describe("module boundaries (ADR 023)", () => {
  it("biome.json holds exactly the overrides module-boundaries.ts builds", () => {
    const restricting = biomeConfig.overrides.filter(
      (o: { linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }) =>
        o.linter?.rules?.style?.noRestrictedImports,
    );
    expect(restricting).toEqual(boundaryOverrides());
  });

  it("places every module folder in the order", () => {
    const folders = readdirSync(path.join(import.meta.dirname, "modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !(moduleOrder as readonly string[]).includes(name))).toEqual([]);
  });

  describe("lint", () => {
    // A copy of the project's Biome configuration over a throwaway tree, so the rule is seen firing
    const scratch = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    writeFileSync(
      path.join(scratch, "biome.json"),
      JSON.stringify({
        ...biomeConfig,
        $schema: undefined,
        vcs: { enabled: false },
        files: { includes: ["**"] },
      }),
    );
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    /** Lints one file at `file` (a path as in the repository) and returns Biome's findings. */
    function lint(file: string, source: string): { ok: boolean; output: string } {
      const target = path.join(scratch, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, source);
      const run = spawnSync(biome, ["lint", "--colors=off", file], { cwd: scratch, encoding: "utf8" });
      rmSync(target);
      return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
    }

    /** Lints one file and expects Biome to allow it (its findings shown when it does not). */
    function expectAllowed(file: string, source: string) {
      const found = lint(file, source);
      expect(found.output).toBe(found.ok ? found.output : "");
      expect(found.ok).toBe(true);
    }

    it("refuses another module's tables", () => {
      const found = lint(
        "apps/server/src/modules/cart/reach.ts",
        'import { products } from "../product/product.tables.ts";\nexport const p = products;\n',
      );
      expect(found.ok).toBe(false);
      expect(found.output).toContain("Another module is reached only through its public files");
    });

    it("refuses another module's internals", () => {
      const found = lint(
        "apps/server/src/modules/search/reach.ts",
        'import { CatalogueReference } from "../product/catalogue-reference.ts";\nexport const c = CatalogueReference;\n',
      );
      expect(found.ok).toBe(false);
      expect(found.output).toContain("Another module is reached only through its public files");
    });

    it("refuses an import upward in the order, even of a public file", () => {
      const found = lint(
        "apps/server/src/modules/catalogue/reach.ts",
        'import { SearchService } from "../search/search.service.ts";\nexport const s = SearchService;\n',
      );
      expect(found.ok).toBe(false);
      expect(found.output).toContain("The module catalogue sits below");
    });

    it("refuses a module import in the seed", () => {
      const found = lint(
        "apps/server/src/db/seed/reach.ts",
        'import { ProductReadModel } from "../../modules/product/product.read-model.ts";\nexport const r = ProductReadModel;\n',
      );
      expect(found.ok).toBe(false);
      expect(found.output).toContain("The database layer and the seed know the modules' tables only");
    });

    it("places the card gateway (src/payments) in the order too: below the session, above the mail", () => {
      const upward = lint(
        "apps/server/src/payments/reach.ts",
        'import { SessionService } from "../modules/session/session.service.ts";\nexport const s = SessionService;\n',
      );
      expect(upward.ok).toBe(false);
      expect(upward.output).toContain("The module payments sits below");
      const fromBelow = lint(
        "apps/server/src/modules/mail/reach.ts",
        'import { CardSandbox } from "../../payments/card-sandbox.ts";\nexport const c = CardSandbox;\n',
      );
      expect(fromBelow.ok).toBe(false);
      expect(fromBelow.output).toContain("The module mail sits below");
      expectAllowed(
        "apps/server/src/payments/reach.ts",
        'import { MailService } from "../modules/mail/mail.service.ts";\nexport const m = MailService;\n',
      );
    });

    it("lets a module read a lower module's read model and service", () => {
      expectAllowed(
        "apps/server/src/modules/cart/reach.ts",
        'import { ProductReadModel } from "../product/product.read-model.ts";\nimport { SettingsService } from "../settings/settings.service.ts";\nexport const r = [ProductReadModel, SettingsService];\n',
      );
    });

    it("refuses an import between two feature folders of the web app, by alias or relative path", () => {
      for (const source of [
        'import { CouponForm } from "~/features/cart/coupon-form";\nexport const c = CouponForm;\n',
        'import { CouponForm } from "../cart/coupon-form";\nexport const c = CouponForm;\n',
        'import "~/features/cart/cart.css";\nexport const c = 1;\n',
      ]) {
        const found = lint("apps/web/app/features/checkout/reach.tsx", source);
        expect(found.ok, source).toBe(false);
        expect(found.output).toContain("No imports between two feature folders");
      }
      expectAllowed(
        "apps/web/app/features/checkout/reach.tsx",
        'import { OrderSummary } from "./order-summary";\nimport { Button } from "~/components/ui/button";\nimport { useCart } from "~/lib/cart-state";\nexport const c = [OrderSummary, Button, useCart];\n',
      );
      // A route composes features
      expectAllowed(
        "apps/web/app/routes/reach.tsx",
        'import { CouponForm } from "~/features/cart/coupon-form";\nexport const c = CouponForm;\n',
      );
    });
  });
});
