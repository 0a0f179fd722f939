import type { Specification } from "@store/domain/product.schema";

/** A titled group of specification rows, for one table section. */
export interface SpecificationGroup {
  group: string;
  items: { name: string; value: string }[];
}

/**
 * The product's flat specification rows grouped by their group, keeping the order the groups and
 * rows first appear in (General before Dimensions, as the data lists them). Blank groups read 'Other'.
 */
export function groupSpecifications(specifications: readonly Specification[]): SpecificationGroup[] {
  const groups = new Map<string, SpecificationGroup>();
  for (const spec of specifications) {
    const name = spec.group.trim() || "Other";
    let group = groups.get(name);
    if (!group) {
      group = { group: name, items: [] };
      groups.set(name, group);
    }
    group.items.push({ name: spec.name, value: spec.value });
  }
  return [...groups.values()];
}
