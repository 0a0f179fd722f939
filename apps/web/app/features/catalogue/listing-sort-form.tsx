import { type ListingSort, listingSortLabels, listingSorts } from "@store/domain/listing.schema";
import { type ChangeEvent, useEffect, useId, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { KeptQueryInputs } from "./kept-query-inputs";
import { type KeptQuery, listingHref } from "./listing-href.ts";
import type { ListingFilters } from "./listing-query.ts";
import "./listing-sort-form.css";

/**
 * The sort order as a GET form that keeps the current filters in hidden fields. With JavaScript a
 * new choice applies at once; without it, the 'Sort' button (inside <noscript>) submits it.
 */
export function ListingSortForm({
  filters,
  pathname,
  keptQuery = {},
  hidePriceSorts = false,
}: {
  filters: ListingFilters;
  pathname: string;
  keptQuery?: KeptQuery;
  /** Prices are hidden from this shopper: sorting by a price they cannot see would only puzzle them. */
  hidePriceSorts?: boolean;
}) {
  const sorts = listingSorts.filter(
    (sort) => !hidePriceSorts || !sort.startsWith("price") || sort === filters.sort,
  );
  const id = useId();
  const navigate = useNavigate();
  const applySort = (sort: ListingSort) =>
    navigate(listingHref(pathname, filters, { sort }, keptQuery), { preventScrollReset: true });
  // A pick made while the page hydrates reaches React twice: the effect below applies it, then React
  // replays the change event after the select was drawn back to the applied order. Navigating to the
  // order already applied would overtake the pick's navigation and undo it, so it is not a change.
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const sort = event.target.value as ListingSort;
    if (sort !== filters.sort) applySort(sort);
  };
  // A shopper who picks an order before the page's script has run fires no change event, and
  // hydration leaves their pick showing over unsorted results: apply it once the script is here.
  const select = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the pick made before hydration
  useEffect(() => {
    const picked = select.current?.value;
    if (picked && picked !== filters.sort) applySort(picked as ListingSort);
  }, []);
  return (
    <Form method="get" action={pathname} className="listing-sort-form">
      <KeptQueryInputs keptQuery={keptQuery} />
      {filters.brands.map((brand) => (
        <input key={`b-${brand}`} type="hidden" name="brand" value={brand} />
      ))}
      {filters.priceMin !== null ? <input type="hidden" name="priceMin" value={filters.priceMin} /> : null}
      {filters.priceMax !== null ? <input type="hidden" name="priceMax" value={filters.priceMax} /> : null}
      {filters.specs.map((spec) => (
        <input
          key={`s-${spec.name}:${spec.value}`}
          type="hidden"
          name="spec"
          value={`${spec.name}:${spec.value}`}
        />
      ))}
      <label htmlFor={`${id}-sort`} className="listing-sort-form__label">
        Sort by
      </label>
      <select
        ref={select}
        id={`${id}-sort`}
        name="sort"
        value={filters.sort}
        onChange={onChange}
        className="listing-sort-form__select"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {listingSortLabels[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="listing-sort-form__submit">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
