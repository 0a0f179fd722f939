import type { Sitemap } from "@store/domain/listing.schema";
import { Link } from "react-router";
import { categoryTree } from "./category-tree.ts";
import { CategoryTreeList } from "./category-tree-list";
import { groupByLetter } from "./group-by-letter.ts";
import { LinkColumns } from "./link-columns";
import "./site-map-directory.css";

/**
 * Every public page of the store: categories (nested), brands, stores, help pages, and every
 * product, folded per letter so the long list stays easy to scan.
 */
export function SiteMapDirectory({ sitemap }: { sitemap: Sitemap }) {
  const productGroups = groupByLetter(sitemap.products, (product) => product.title);
  return (
    <div className="site-map-directory">
      <section aria-labelledby="sitemap-categories">
        <h2 id="sitemap-categories">Categories</h2>
        <p>
          <Link to="/products">All products</Link>
        </p>
        <CategoryTreeList nodes={categoryTree(sitemap.categories)} />
      </section>
      <section aria-labelledby="sitemap-brands">
        <h2 id="sitemap-brands">Brands</h2>
        <p>
          <Link to="/brands">All brands</Link>
        </p>
        <LinkColumns items={sitemap.brands} prefix="/brands/" />
      </section>
      <section aria-labelledby="sitemap-stores">
        <h2 id="sitemap-stores">Stores</h2>
        <p>
          <Link to="/stores">All stores</Link>
        </p>
        <LinkColumns items={sitemap.stores} prefix="/stores/" />
      </section>
      <section aria-labelledby="sitemap-help">
        <h2 id="sitemap-help">Help and information</h2>
        <ul className="site-map-directory__columns">
          <li>
            <Link to="/contact-us">Contact us</Link>
          </li>
          <li>
            <Link to="/article/legendary-service">Legendary service</Link>
          </li>
          {sitemap.pages.map((page) => (
            <li key={page.uri}>
              <Link to={`/s/${page.uri}`}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-products" className="site-map-directory__products">
        <h2 id="sitemap-products">Products</h2>
        <p>{sitemap.products.length} products, by first letter. Open a letter to see its products.</p>
        {productGroups.map((group) => (
          <details key={group.letter} className="site-map-directory__letter">
            <summary>
              <span className="site-map-directory__letter-name">{group.letter}</span>
              <span className="site-map-directory__letter-count">
                {group.items.length} {group.items.length === 1 ? "product" : "products"}
              </span>
            </summary>
            <LinkColumns items={group.items} prefix="/p/" />
          </details>
        ))}
      </section>
    </div>
  );
}
