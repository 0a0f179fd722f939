import { formatMoney } from "@store/domain/brands";
import type { ProjectLine } from "@store/domain/project.schema";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useBrand } from "~/lib/brand-context";
import { useHydrated } from "~/lib/use-hydrated";
import { centsOfDollars, dollarsOfCents } from "./project-state";

/** The move buttons of a line within its place (POST /api/projects/sort-products), or null for none. */
export interface LineMove {
  up: boolean;
  down: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}

export interface LineChange {
  quantity?: number;
  priceOverride?: number | null;
}

/**
 * One product of a project (a cart or folder line): what it sells at, and the edits its permission
 * flags allow (storefront s.3; the server enforces them, this shows them).
 */
export function ProjectLineRow({
  line,
  selected,
  checked,
  busy,
  onSelect,
  onCheck,
  onSave,
  onDelete,
  onTransfer,
  move = null,
}: {
  line: ProjectLine;
  move?: LineMove | null;
  selected: boolean;
  checked: boolean;
  busy: boolean;
  onSelect: () => void;
  onCheck: (on: boolean) => void;
  onSave: (change: LineChange) => void;
  onDelete: () => void;
  onTransfer: () => void;
}) {
  const id = useId();
  const brand = useBrand();
  const can = line.permissions;
  // The modal opens only once the page is live; a click before would be lost
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [price, setPrice] = useState(dollarsOfCents(line.priceOverride));
  const [error, setError] = useState("");
  const changed = quantity !== String(line.quantity) || price !== dollarsOfCents(line.priceOverride);

  const save = () => {
    const qty = Number(quantity);
    if (!Number.isInteger(qty) || qty < 1 || qty > 999)
      return setError("Quantity is a whole number from 1 to 999");
    const cents = price.trim() === "" ? null : centsOfDollars(price);
    if (price.trim() !== "" && cents === null)
      return setError("Enter the staff price in dollars, such as 1299.00");
    setError("");
    const change: LineChange = {};
    if (qty !== line.quantity) change.quantity = qty;
    if (cents !== line.priceOverride) change.priceOverride = cents;
    onSave(change);
  };

  return (
    <li className={`project__line${selected ? " project__line--selected" : ""}`}>
      <div className="project__line-pick">
        <input
          type="checkbox"
          id={`${id}-check`}
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          aria-label={`Select ${line.title} for the cart`}
        />
      </div>
      {line.image ? (
        <img className="project__line-image" src={line.image} alt="" width={64} height={64} />
      ) : null}
      <div className="project__line-main">
        <button
          type="button"
          className="project__line-title"
          aria-pressed={selected}
          aria-controls="project-product-tabs"
          onClick={onSelect}
        >
          {line.title}
        </button>
        <span className="project__muted">
          {line.brand} · SKU {line.sku}
          {line.available ? "" : " · not sold online"}
        </span>
        <span className="project__line-prices">
          <span>
            {formatMoney(line.unitPrice, brand)} each
            {line.lockedPrice !== null ? <span className="project__tag">Locked</span> : null}
            {line.priceOverride !== null && line.lockedPrice === null ? (
              <span className="project__tag">Staff price</span>
            ) : null}
          </span>
          {line.selectedWarranty ? <span>{line.selectedWarranty.name}</span> : null}
          {line.selectedInstall ? <span>{line.selectedInstall.name}</span> : null}
          <strong>{formatMoney(line.lineTotal, brand)}</strong>
        </span>
      </div>
      <div className="project__line-edit">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={quantity}
          disabled={!can.EditQuantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <label htmlFor={`${id}-price`}>Staff price ($)</label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          placeholder={dollarsOfCents(line.linePrice)}
          disabled={!can.EditPrice}
          onChange={(e) => setPrice(e.target.value)}
          aria-describedby={`${id}-error`}
        />
      </div>
      <div className="project__line-actions">
        {can.EditQuantity || can.EditPrice ? (
          <Button variant="secondary" disabled={!changed || busy} onClick={save}>
            Save line
          </Button>
        ) : null}
        {move ? (
          <>
            <Button
              variant="ghost"
              disabled={!hydrated || !move.up || move.busy}
              onClick={() => move.onMove(-1)}
              aria-label={`Move ${line.title} up`}
            >
              Up
            </Button>
            <Button
              variant="ghost"
              disabled={!hydrated || !move.down || move.busy}
              onClick={() => move.onMove(1)}
              aria-label={`Move ${line.title} down`}
            >
              Down
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={onTransfer} disabled={!hydrated}>
          Transfer
        </Button>
        {can.Delete ? (
          <Button variant="ghost" disabled={busy} onClick={onDelete} aria-label={`Delete ${line.title}`}>
            Delete
          </Button>
        ) : null}
      </div>
      <p id={`${id}-error`} className="project__error project__line-error" aria-live="polite">
        {error}
        {can.CompetitorUrlValidation
          ? "This price needs a price match: add the competitor's price and url on the Price tab."
          : ""}
      </p>
    </li>
  );
}
