import { formatMoney } from "@store/domain/brands";
import type { UpsellOptions } from "@store/domain/upsell-options";
import { useId, useState } from "react";
import { useBrand } from "~/lib/brand-context";
import { PurchaseOptionGroup } from "./purchase-option-group";
import "./purchase-options.css";

/** The warranty and installation the shopper picked (ids; null for none). */
export interface PurchaseSelection {
  warrantyId: string | null;
  installId: string | null;
}

/**
 * Extended warranty and installation as two radio groups with prices, and what the product costs
 * with them. The choice lives in this component (`onChange` reports it); the product page sends it
 * with 'Add to Cart'. Nothing renders when the product has neither.
 */
export function PurchaseOptions({
  options,
  basePrice,
  onChange,
}: {
  options: UpsellOptions;
  /** The price the shopper pays for the product itself (cents), for the total. */
  basePrice: number | null;
  onChange?: (selection: PurchaseSelection) => void;
}) {
  const brand = useBrand();
  const id = useId();
  const [selection, setSelection] = useState<PurchaseSelection>({ warrantyId: null, installId: null });
  if (options.warranties.length === 0 && options.installs.length === 0) return null;

  const update = (change: Partial<PurchaseSelection>) => {
    const next = { ...selection, ...change };
    setSelection(next);
    onChange?.(next);
  };
  const warranty = options.warranties.find((w) => w.id === selection.warrantyId);
  const install = options.installs.find((i) => i.id === selection.installId);
  const extras = (warranty?.price ?? 0) + (install?.price ?? 0);

  return (
    <section id="purchase-options" className="purchase-options" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="purchase-options__title">
        Add protection and installation
      </h2>
      {options.warranties.length > 0 ? (
        <PurchaseOptionGroup
          legend="Extended warranty"
          name={`${id}-warranty`}
          noneLabel="Manufacturer's warranty only"
          options={options.warranties}
          value={selection.warrantyId}
          onChange={(warrantyId) => update({ warrantyId })}
          brand={brand}
        />
      ) : null}
      {options.installs.length > 0 ? (
        <PurchaseOptionGroup
          legend="Installation"
          name={`${id}-install`}
          noneLabel="No installation, I'll arrange it"
          options={options.installs}
          value={selection.installId}
          onChange={(installId) => update({ installId })}
          brand={brand}
        />
      ) : null}
      {basePrice !== null && extras > 0 ? (
        <p className="purchase-options__total" aria-live="polite">
          With your options: <strong>{formatMoney(basePrice + extras, brand)}</strong>
        </p>
      ) : null}
    </section>
  );
}
