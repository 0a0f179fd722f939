import { type Brand, formatMoney } from "@store/domain/brands";
import type { UpsellOption } from "@store/domain/upsell-options";
import "./purchase-options.css";

/** One radio group of options with prices, led by a choice of none. */
export function PurchaseOptionGroup({
  legend,
  name,
  noneLabel,
  options,
  value,
  onChange,
  brand,
}: {
  legend: string;
  name: string;
  noneLabel: string;
  options: readonly UpsellOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  brand: Brand;
}) {
  return (
    <fieldset className="purchase-options__group">
      <legend className="purchase-options__legend">{legend}</legend>
      <label className="purchase-options__option">
        <input type="radio" name={name} value="" checked={value === null} onChange={() => onChange(null)} />
        <span className="purchase-options__name">{noneLabel}</span>
      </label>
      {options.map((option) => (
        <label key={option.id} className="purchase-options__option">
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          <span className="purchase-options__name">{option.name}</span>
          <span className="purchase-options__price">+{formatMoney(option.price, brand)}</span>
        </label>
      ))}
    </fieldset>
  );
}
