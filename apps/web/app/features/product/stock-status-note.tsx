import { type StockStatus, stockWording } from "@store/domain/stock-status";
import { Icon, type IconName } from "~/components/ui/icon";
import "./stock-status-note.css";

/** Each status has its own mark as well as its own words and colour, so none relies on colour alone. */
const marks: Record<StockStatus, IconName> = {
  inStock: "check",
  backOrder: "clock",
  supersededAndNoStock: "swap",
  indeterminate: "phone",
  noStock: "close",
};

/**
 * A product's stock status in a shopper's words (ADR 045): the label with its mark, then what it
 * means for them ('On back order: none in stock right now, more is on order from Bosch...').
 */
export function StockStatusNote({
  status,
  onHand,
  manufacturer,
  id,
  className,
  as: Tag = "div",
}: {
  status: StockStatus;
  onHand: number;
  manufacturer: string;
  id?: string;
  className?: string;
  as?: "div" | "p";
}) {
  const wording = stockWording(status, { onHand, manufacturer });
  return (
    <Tag
      id={id}
      className={["stock-status", `stock-status--${status}`, className].filter(Boolean).join(" ")}
      data-stock-status={status}
    >
      <span className="stock-status__label">
        <Icon name={marks[status]} size={18} className="stock-status__mark" />
        {wording.label}
      </span>{" "}
      <span className="stock-status__detail">{wording.detail}</span>
    </Tag>
  );
}
