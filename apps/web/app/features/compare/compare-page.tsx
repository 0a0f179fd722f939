import { bestColumns, compareRowGroups } from "@store/domain/compare-table";
import { countOf } from "@store/domain/text";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { EnergyRating } from "~/components/ui/energy-rating";
import { Icon } from "~/components/ui/icon";
import { PriceBlock, payablePrice } from "~/components/ui/price-block";
import { ProductRibbon } from "~/components/ui/product-ribbon";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { CompareAddToCart } from "./compare-add-to-cart";
import type { ComparePageData } from "./compare-loader";
import "./compare-page.css";

type ComparedProduct = ComparePageData["products"][number];

export interface ComparePageProps {
  data: ComparePageData;
  /** Takes a product off the page (and out of the tray); the route changes the address. */
  onRemove: (sku: string) => void;
}

/**
 * The compare page: up to three products side by side (picture, ribbon, brand, title, price), then
 * every specification aligned by row, grouped as the data groups them. 'Show differences only' hides
 * the rows that read the same; the best value of a row is marked where better is clear.
 */
export function ComparePage({ data, onRemove }: ComparePageProps) {
  const { products, dropped } = data;
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const toggleId = useId();
  const groups = useMemo(() => compareRowGroups(products), [products]);
  // A price of 0 or less is 'Request Price' (payable null), not a bargain: it does not win (ADR 053)
  const lowestPrice = bestColumns(
    products.map((p) => (p.priceHidden ? null : payablePrice(p))),
    "lower",
  );
  const shownGroups = groups
    .map((group) => ({
      ...group,
      rows: differencesOnly ? group.rows.filter((row) => row.differs) : group.rows,
    }))
    .filter((group) => group.rows.length > 0);
  const shownRows = shownGroups.reduce((sum, group) => sum + group.rows.length, 0);

  return (
    <div className="compare-page page-container">
      <h1 className="compare-page__title">Compare products</h1>
      {dropped.length > 0 ? (
        <div className="compare-page__notice" role="status">
          {dropped.map((group) => (
            <p key={group.reason}>
              {group.reason}: <strong>{group.skus.join(", ")}</strong>
            </p>
          ))}
        </div>
      ) : null}

      {products.length === 0 ? (
        <div className="compare-page__empty">
          <p>There are no products to compare yet.</p>
          <p>
            Tick 'Add to Compare' on up to three products, then choose Compare in the tray at the bottom of
            the page.
          </p>
          <Link to="/products">Browse products</Link>
        </div>
      ) : (
        <>
          {products.length > 1 ? (
            <div className="compare-page__tools">
              <label className="compare-page__toggle" htmlFor={toggleId}>
                <input
                  id={toggleId}
                  type="checkbox"
                  checked={differencesOnly}
                  onChange={(event) => setDifferencesOnly(event.currentTarget.checked)}
                />
                Show differences only
              </label>
              <p className="compare-page__count" role="status">
                {differencesOnly ? countOf(shownRows, "specification differs", "specifications differ") : ""}
              </p>
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the wide table scrolls sideways on phones; keyboard users need to reach it */}
          <section className="compare-page__scroller" aria-label="Comparison table" tabIndex={0}>
            <table className="compare-table" style={{ "--compare-columns": products.length }}>
              <caption className="visually-hidden">
                {products.map((p) => p.title).join(" compared with ")}
              </caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {products.map((product, column) => (
                    <th key={product.sku} scope="col" className="compare-table__product">
                      <ProductColumnHead
                        product={product}
                        lowestPrice={lowestPrice.includes(column)}
                        onRemove={() => onRemove(product.sku)}
                      />
                    </th>
                  ))}
                </tr>
              </thead>
              {shownGroups.map((group) => (
                <tbody key={group.group}>
                  <tr className="compare-table__group">
                    <th scope="colgroup" colSpan={products.length + 1}>
                      {group.group}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.name} data-differs={row.differs || undefined}>
                      <th scope="row" className="compare-table__name">
                        {row.name}
                      </th>
                      {row.values.map((value, column) => {
                        const best = row.best.includes(column);
                        return (
                          <td
                            // biome-ignore lint/suspicious/noArrayIndexKey: columns are the products, in order
                            key={column}
                            className={
                              best
                                ? "compare-table__value compare-table__value--best"
                                : "compare-table__value"
                            }
                          >
                            {value ?? (
                              <>
                                <span aria-hidden="true">–</span>
                                <VisuallyHidden>Not listed</VisuallyHidden>
                              </>
                            )}
                            {best ? (
                              <span className="compare-table__best">
                                <Icon name="check" size={16} />
                                Best
                              </span>
                            ) : null}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </section>
          {differencesOnly && shownRows === 0 ? (
            <p className="compare-page__same">These products have the same specifications.</p>
          ) : null}
        </>
      )}
    </div>
  );
}

function ProductColumnHead({
  product,
  lowestPrice,
  onRemove,
}: {
  product: ComparedProduct;
  lowestPrice: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="compare-product">
      <button type="button" className="compare-product__remove" onClick={onRemove}>
        <Icon name="close" size={16} />
        Remove<VisuallyHidden> {product.title}</VisuallyHidden>
      </button>
      <div className="compare-product__media">
        <img src={product.image} alt="" width={160} height={160} className="compare-product__image" />
        {product.ribbon ? (
          <ProductRibbon ribbon={product.ribbon} className="compare-product__ribbon" />
        ) : null}
      </div>
      <p className="compare-product__brand">{product.manufacturer.name}</p>
      <Link to={`/p/${product.uri}`} className="compare-product__title">
        {product.title}
      </Link>
      <p className="compare-product__sku">Model {product.sku}</p>
      {product.energyStars !== null ? <EnergyRating stars={product.energyStars} /> : null}
      <PriceBlock product={product} />
      {lowestPrice ? (
        <span className="compare-table__best">
          <Icon name="check" size={16} />
          Lowest price
        </span>
      ) : null}
      <CompareAddToCart product={product} />
      <Link to={`/p/${product.uri}`} className="compare-product__details">
        See options and details<span className="visually-hidden"> of {product.title}</span>
      </Link>
    </div>
  );
}
