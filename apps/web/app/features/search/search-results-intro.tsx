import type { SearchResults } from "@store/domain/search.schema";
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

/** The no-results page: what was searched, spelling suggestions, popular categories and tips. */
export function SearchNoResults({ results }: { results: SearchResults }) {
  return (
    <div className="search-results__none page-container">
      <h1 className="search-results__title">No results for “{results.searchTerm}”</h1>
      <p>We couldn't find any products matching your search.</p>
      {results.corrections.length > 0 ? (
        <section aria-labelledby="search-corrections-title" className="search-results__section">
          <h2 id="search-corrections-title">Did you mean</h2>
          <ul className="search-results__links">
            {results.corrections.map((c) => (
              <li key={c.url}>
                <Link to={c.url}>{c.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.popularCategories.length > 0 ? (
        <section aria-labelledby="search-popular-title" className="search-results__section">
          <h2 id="search-popular-title">Popular categories</h2>
          <ul className="search-results__links">
            {results.popularCategories.map((c) => (
              <li key={c.url}>
                <Link to={c.url}>{c.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
