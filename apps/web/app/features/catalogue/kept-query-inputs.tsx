import type { KeptQuery } from "./listing-href.ts";

/** The listing's own parameters as hidden fields, so a GET form's submission keeps them. */
export function KeptQueryInputs({ keptQuery }: { keptQuery: KeptQuery }) {
  return Object.entries(keptQuery).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
