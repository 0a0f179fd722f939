/** npm run lint:boundaries: writes the module boundary overrides of module-boundaries.ts into biome.json (ADR 023). */

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { boundaryOverrides } from "../src/module-boundaries.ts";

const path = fileURLToPath(new URL("../../../biome.json", import.meta.url));
const config = JSON.parse(readFileSync(path, "utf8"));
const kept = config.overrides.filter(
  (o: { linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }) =>
    !o.linter?.rules?.style?.noRestrictedImports,
);
config.overrides = [...kept, ...boundaryOverrides()];
writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
