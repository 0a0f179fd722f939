import type { SearchResults, SearchTermResult } from "@store/domain/search.schema";
import { Link } from "react-router";
import "./search-results.css";

/** 'Showing results for fridge. Search instead for frige', when autocorrect changed the term. */
export function SearchCorrectionNotice({ results }: { results: SearchResults }) {
  if (!results.correctedTerm) return null;
  const original = `/search/${encodeURIComponent(results.searchTerm)}?autocorrect=off`;
  return (
    <p className="search-results__correction" role="status">
      Showing results for <strong>{results.correctedTerm}</strong>.{" "}
      <span className="search-results__original">
        Search instead for <Link to={original}>{results.searchTerm}</Link>
      </span>
    </p>
  );
}

/** A titled list of links (close words, popular categories); nothing when there are none. */
function TermLinkSection({ id, title, links }: { id: string; title: string; links: SearchTermResult[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="search-results__section">
      <h2 id={id}>{title}</h2>
      <ul className="search-results__links">
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The no-results page: what was searched, spelling suggestions, popular categories and tips. */
export function SearchNoResults({ results }: { results: SearchResults }) {
  return (
    <div className="search-results__none page-container">
      <h1 className="search-results__title">No results for “{results.searchTerm}”</h1>
      <p>We couldn't find any products matching your search.</p>
      <TermLinkSection id="search-corrections-title" title="Did you mean" links={results.corrections} />
      <TermLinkSection
        id="search-popular-title"
        title="Popular categories"
        links={results.popularCategories}
      />
      <section aria-labelledby="search-tips-title" className="search-results__section">
        <h2 id="search-tips-title">Search tips</h2>
        <ul>
          <li>Check the spelling, or use fewer words.</li>
          <li>Search for a brand and a product type, like “bosch dishwasher”.</li>
          <li>
            A model number takes you straight to the product. Or{" "}
            <Link to="/products">browse all products</Link>.
          </li>
        </ul>
      </section>
    </div>
  );
}
