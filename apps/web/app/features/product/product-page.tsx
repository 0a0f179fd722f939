import { telHref } from "@store/domain/shell-rules";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConditionBadge } from "~/components/ui/condition-badge";
import { EnergyRating } from "~/components/ui/energy-rating";
import { Icon } from "~/components/ui/icon";
import { payablePrice } from "~/components/ui/price-block";
import { useBrand } from "~/lib/brand-context";
import { AddToCartForm } from "./add-to-cart-form";
import { BundleContents } from "./bundle-contents";
import { CompetitorPriceTable } from "./competitor-price-table";
import { DeliveryPromiseLine } from "./delivery-promise";
import { KeyFeatureList } from "./key-feature-list";
import { PriceHistoryPanel } from "./price-history-panel";
import { ProductGallery } from "./product-gallery";
import { productJsonLd, scriptJson } from "./product-json-ld.ts";
import type { ProductPageData } from "./product-loader.ts";
import { ProductPricePanel } from "./product-price-panel";
import { PurchaseOptions, type PurchaseSelection } from "./purchase-options";
import { SpecificationTable } from "./specification-table";
import { StickyPriceBar } from "./sticky-price-bar";
import { StoreStockList } from "./store-stock-list";
import { useProductLoadEvent } from "./use-product-load-event.ts";
import { VariationLinks } from "./variation-links";
import "./product-page.css";
import { RequestPriceNote } from "./request-price-note";

const priceId = "product-price";

/**
 * The product page: gallery, title, brand, condition, price block with its modals, variations, key
 * features and options above the fold; then description, stock by store, price history,
 * specifications and (staff) competitor prices; the mobile sticky price bar; schema.org data.
 */
export function ProductPage({
  data,
  priceMatchEnabled,
  origin,
  compareToggle,
  priceTag,
  offers,
  callPhone = null,
  crossSell,
  reviewSummary,
  staffPanel,
}: {
  data: ProductPageData;
  priceMatchEnabled: boolean;
  /** 'https://host', for the absolute URLs of the structured data. */
  origin: string;
  /** The 'Add to Compare' tick box, composed by the route. */
  compareToggle?: ReactNode;
  /** Above the price: the sale's price tag when the product is in the sale (composed by the route). */
  priceTag?: ReactNode;
  /** Under the price: the promotion panel of the offers the product is in (composed by the route). */
  offers?: ReactNode;
  /** 'Call us now' beside Add to cart (CallUsNowEnabled, ADR 055): the support number; null for none. */
  callPhone?: string | null;
  /** 'Goes well with' under the specifications (CrossSellEnabled, ADR 056), composed by the route. */
  crossSell?: ReactNode;
  /** Under the title: what owners say (ReviewSummariesEnabled, ADR 058), composed by the route. */
  reviewSummary?: ReactNode;
  /** Under the buy box: the staff's project panel (storefront s.2 "product-page"; composed by the route). */
  staffPanel?: ReactNode;
}) {
  const brand = useBrand();
  const { product, options } = data;
  const images = product.images.length > 0 ? product.images : [product.image];
  const hasOptions = Boolean(options && (options.warranties.length > 0 || options.installs.length > 0));
  const [selection, setSelection] = useState<PurchaseSelection>({ warrantyId: null, installId: null });
  useProductLoadEvent(product.productId);

  return (
    <article className="product-page page-container">
      <div className="product-page__top">
        <ProductGallery images={images} title={product.title} ribbon={product.ribbon} />
        <div className="product-page__summary">
          <p className="product-page__brand">
            <Link to={`/brands/${product.manufacturer.uri}`}>{product.manufacturer.name}</Link>
          </p>
          <h1 className="product-page__title">{product.title}</h1>
          <p className="product-page__sku">
            Model {product.sku}
            {product.categoryUri ? (
              <>
                {" · "}
                <Link to={`/c/${product.categoryUri}`}>{product.category}</Link>
              </>
            ) : null}
          </p>
          <div className="product-page__badges">
            <ConditionBadge conditionType={product.conditionType} />
            {product.energyStars !== null ? <EnergyRating stars={product.energyStars} /> : null}
          </div>
          {reviewSummary}
          {product.missingParts ? (
            <p className="product-page__missing">Missing parts: {product.missingParts}</p>
          ) : null}
          {priceTag}
          <div id={priceId}>
            <ProductPricePanel product={product} priceMatchEnabled={priceMatchEnabled} />
          </div>
          {offers}
          {compareToggle ? <div className="product-page__compare">{compareToggle}</div> : null}
          {staffPanel}
          <VariationLinks items={product.productVariationGroup.items} />
          <KeyFeatureList features={product.keyFeatures} />
          {options ? (
            <PurchaseOptions options={options} basePrice={payablePrice(product)} onChange={setSelection} />
          ) : null}
          <AddToCartForm product={product} selection={selection} />
          <RequestPriceNote product={product} />
          {callPhone ? (
            <p className="product-page__call">
              <Icon name="phone" size={18} />
              <span>
                Questions before you buy? <a href={telHref(callPhone)}>Call us now on {callPhone}</a>
              </span>
            </p>
          ) : null}
          {/* A delivery date only for what can be ordered now; the stock note says what else to do */}
          {product.stockStatus === "inStock" ? <DeliveryPromiseLine sku={product.sku} /> : null}
        </div>
      </div>

      {product.description ? (
        <section className="product-page__section" aria-labelledby="product-about-title">
          <h2 id="product-about-title">About this product</h2>
          <p className="product-page__description">{product.description}</p>
        </section>
      ) : null}

      <BundleContents items={product.subItems} />

      <section id="stock" className="product-page__section" aria-labelledby="product-stock-title">
        <h2 id="product-stock-title">Stock in our stores</h2>
        <StoreStockList sku={product.sku} manufacturer={product.manufacturer.name} />
      </section>

      {product.priceHidden ? null : (
        <section className="product-page__section" aria-labelledby="product-history-title">
          <h2 id="product-history-title">Price history</h2>
          <PriceHistoryPanel sku={product.sku} />
        </section>
      )}

      <section className="product-page__section" aria-labelledby="product-specs-title">
        <h2 id="product-specs-title">Specifications</h2>
        <SpecificationTable specifications={product.specifications} />
      </section>

      {crossSell}

      <CompetitorPriceTable prices={data.competitorPrices} />

      <StickyPriceBar
        watchId={priceId}
        title={product.title}
        product={product}
        action={
          hasOptions
            ? { href: "#purchase-options", label: "See options" }
            : { href: "#stock", label: "Check stock" }
        }
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block with '<' escaped, so no product text can close the script element early
        dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(product, brand, origin)) }}
      />
    </article>
  );
}
