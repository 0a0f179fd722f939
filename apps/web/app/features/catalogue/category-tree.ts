import type { Sitemap } from "@store/domain/listing.schema";

type SitemapCategory = Sitemap["categories"][number];

/** A category with its subcategories, for a nested list. */
export interface CategoryNode {
  title: string;
  uri: string;
  children: CategoryNode[];
}

/**
 * Nests the sitemap's flat categories by parentUri, each level A-Z. A category whose parent is
 * missing is kept at the top rather than lost.
 */
export function categoryTree(categories: readonly SitemapCategory[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const c of categories) nodes.set(c.uri, { title: c.title, uri: c.uri, children: [] });
  const roots: CategoryNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.uri);
    if (!node) continue;
    const parent = c.parentUri ? nodes.get(c.parentUri) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.title.localeCompare(b.title, "en"));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}
