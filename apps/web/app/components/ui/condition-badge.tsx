import { type ConditionType, conditionBadges } from "@store/domain/product.schema";
import "./condition-badge.css";

/** The condition badge of a product (checkout s.3): Brand New, Brand New Runout, New Condition, Cosmetic Imperfection. */
export function ConditionBadge({ conditionType }: { conditionType: ConditionType }) {
  return (
    <span className={`condition-badge condition-badge--${conditionType}`}>
      {conditionBadges[conditionType]}
    </span>
  );
}
