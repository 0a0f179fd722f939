import type { Listing } from "@store/domain/listing.schema";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { KeptQueryInputs } from "./kept-query-inputs";
import { type KeptQuery, listingHref, searchFromForm } from "./listing-href.ts";
import { activeFilterCount, defaultFilters, type ListingFilters } from "./listing-query.ts";
import "./listing-filter-form.css";

/** Brands shown before 'Show all brands': enough for most categories, short enough to scan. */
const visibleBrandCount = 8;

export interface ListingFilterFormProps {
  facets: Listing["facets"];
  filters: ListingFilters;
  /** The listing's own path: the form submits back to it (GET), so the filters live in the URL. */
  pathname: string;
  /** Parameters of the listing itself, submitted with every choice (KeptQuery). */
  keptQuery?: KeptQuery;
  /** A brand page is already one brand: no brand filter. */
  hideBrands?: boolean;
  /** Prices are hidden from this shopper ('Login for Price'): no price filter to hint at them. */
  hidePrice?: boolean;
  /** Apply a ticked box at once (desktop sidebar); the mobile panel waits for 'Apply filters'. */
  autoApply?: boolean;
  /** Called once the form has been applied (the mobile panel closes). */
  onApplied?: () => void;
  /** Set when the submit button lives outside the form (the refine panel's footer): no buttons inside. */
  id?: string;
}

const dollars = (cents: number, round: "floor" | "ceil") => Math[round](cents / 100);

/**
 * The filters of a listing as a GET form: brand checkboxes with counts, a price range in dollars
 * and key specification values. It works without JavaScript (a plain form submission); with it,
 * the page updates in place and an empty price box leaves no trace in the address.
 */
export function ListingFilterForm({
  facets,
  filters,
  pathname,
  keptQuery = {},
  hideBrands = false,
  hidePrice = false,
  autoApply = false,
  onApplied,
  id: formId,
}: ListingFilterFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const filtersKey = JSON.stringify(filters);

  // After Back, Forward or a removed chip the page shows other filters: tick the boxes to match.
  // The form stays mounted rather than being re-keyed, so keyboard focus stays on the box just used.
  // A box ticked before the page's script had run fired no change: on mount it is applied, not undone.
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the applied filters change
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const applied: ListingFilters = JSON.parse(filtersKey);
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const isApplied = (input: HTMLInputElement) =>
      input.name === "brand"
        ? applied.brands.includes(input.value)
        : applied.specs.some((s) => `${s.name}:${s.value}` === input.value);
    const firstRun = !mounted.current;
    mounted.current = true;
    if (firstRun && autoApply && boxes.some((input) => input.checked !== isApplied(input))) {
      navigate(`${pathname}${searchFromForm(form)}`, { preventScrollReset: true });
      return;
    }
    for (const input of boxes) input.checked = isApplied(input);
    for (const field of ["priceMin", "priceMax"] as const) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement)
        input.value = applied[field] === null ? "" : String(applied[field]);
    }
  }, [filtersKey]);

  const apply = (form: HTMLFormElement) => {
    navigate(`${pathname}${searchFromForm(form)}`, { preventScrollReset: true });
    onApplied?.();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (autoApply && event.target instanceof HTMLInputElement && event.target.type === "checkbox") {
      apply(event.currentTarget);
    }
  };

  const brands = hideBrands ? [] : facets.brands;
  const selectedBrands = new Set(filters.brands);
  // Ticked brands stay in view even when they sit past the first few
  const shownBrands = brands.filter((b, index) => index < visibleBrandCount || selectedBrands.has(b.value));
  const moreBrands = brands.filter((b, index) => index >= visibleBrandCount && !selectedBrands.has(b.value));
  const isSpecSelected = (name: string, value: string) =>
    filters.specs.some((s) => s.name === name && s.value === value);

  const brandBox = (brand: Listing["facets"]["brands"][number]) => (
    <li key={brand.value}>
      <label className="listing-filter-form__option">
        <input
          type="checkbox"
          name="brand"
          value={brand.value}
          defaultChecked={selectedBrands.has(brand.value)}
        />
        <span>
          {brand.label} <span className="listing-filter-form__count">({brand.count})</span>
        </span>
      </label>
    </li>
  );

  return (
    <Form
      ref={formRef}
      id={formId}
      method="get"
      action={pathname}
      className="listing-filter-form"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="Filters"
    >
      <KeptQueryInputs keptQuery={keptQuery} />

      {brands.length > 0 ? (
        <fieldset className="listing-filter-form__group">
          <legend className="listing-filter-form__legend">Brand</legend>
          <ul className="listing-filter-form__options">{shownBrands.map(brandBox)}</ul>
          {moreBrands.length > 0 ? (
            <details className="listing-filter-form__more">
              <summary>Show all {brands.length} brands</summary>
              <ul className="listing-filter-form__options">{moreBrands.map(brandBox)}</ul>
            </details>
          ) : null}
        </fieldset>
      ) : null}

      {hidePrice ? null : (
        <fieldset className="listing-filter-form__group">
          <legend className="listing-filter-form__legend">Price</legend>
          <div className="listing-filter-form__prices">
            <label htmlFor={`${id}-min`} className="listing-filter-form__price">
              <span>Lowest ($)</span>
              <input
                id={`${id}-min`}
                type="number"
                name="priceMin"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder={facets.priceRange ? String(dollars(facets.priceRange.min, "floor")) : "0"}
                defaultValue={filters.priceMin ?? ""}
              />
            </label>
            <label htmlFor={`${id}-max`} className="listing-filter-form__price">
              <span>Highest ($)</span>
              <input
                id={`${id}-max`}
                type="number"
                name="priceMax"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder={facets.priceRange ? String(dollars(facets.priceRange.max, "ceil")) : undefined}
                defaultValue={filters.priceMax ?? ""}
              />
            </label>
          </div>
        </fieldset>
      )}

      {facets.specs.map((spec) => {
        const selected = spec.values.some((v) => isSpecSelected(spec.name, v.value));
        return (
          <details key={spec.name} className="listing-filter-form__spec" open={selected || undefined}>
            <summary className="listing-filter-form__legend">
              {spec.name}
              {selected ? <span className="listing-filter-form__dot"> (filtered)</span> : null}
            </summary>
            <fieldset className="listing-filter-form__group listing-filter-form__group--bare">
              <legend className="visually-hidden">{spec.name}</legend>
              <ul className="listing-filter-form__options">
                {spec.values.map((value) => (
                  <li key={value.value}>
                    <label className="listing-filter-form__option">
                      <input
                        type="checkbox"
                        name="spec"
                        value={`${spec.name}:${value.value}`}
                        defaultChecked={isSpecSelected(spec.name, value.value)}
                      />
                      <span>
                        {value.label} <span className="listing-filter-form__count">({value.count})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </details>
        );
      })}

      {/* After the filters, so a submission reads like every other address of the view (listingSearch) */}
      {filters.sort !== defaultFilters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}

      {formId ? null : (
        <div className="listing-filter-form__actions">
          <Button type="submit">Apply filters</Button>
          {activeFilterCount(filters) > 0 ? (
            <Link
              to={listingHref(pathname, filters, { ...defaultFilters, sort: filters.sort }, keptQuery)}
              className="listing-filter-form__clear"
              preventScrollReset
              onClick={onApplied}
            >
              Clear all filters
            </Link>
          ) : null}
        </div>
      )}
    </Form>
  );
}
