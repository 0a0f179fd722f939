import type { Sitemap } from "@store/domain/listing.schema";
import { Link } from "react-router";
import { categoryTree } from "./category-tree.ts";
import { CategoryTreeList } from "./category-tree-list";
import { LinkColumns } from "./link-columns";
import "./site-map-directory.css";

/**
 * Every public page of the store: categories (nested), brands, stores and help pages. Products are
 * reached through their categories and brands: at 100,000 of them one list of all made the page take
 * 10 s (ADR 016); search engines find them in /sitemap.xml.
 */
export function SiteMapDirectory({ sitemap }: { sitemap: Sitemap }) {
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
      <section aria-labelledby="sitemap-products">
        <h2 id="sitemap-products">Products</h2>
        <p>
          {sitemap.productCount.toLocaleString("en-AU")} {sitemap.productCount === 1 ? "product" : "products"}
          , listed by category and by brand above. <Link to="/products">Browse all products</Link>
        </p>
      </section>
    </div>
  );
}
