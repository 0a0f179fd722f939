import type { Brand } from "@store/domain/brands";
import { type Promotion, redemptionLabels } from "@store/domain/promotion.schema";
import { offerEndsText } from "@store/domain/promotion-rules";
import "./promotion.css";

/** A promotion page's heading: the reward, the title, when it ends, how it is redeemed and its terms. */
export function PromotionHeader({ promotion, country }: { promotion: Promotion; country: Brand["country"] }) {
  const ends = offerEndsText(promotion, country);
  return (
    <div className="promotion-header">
      <img
        className="promotion-header__thumb"
        src={promotion.thumbnailImg.src}
        alt={promotion.thumbnailImg.alt}
        width={112}
        height={112}
      />
      <div className="promotion-header__text">
        <p className="promotion-header__reward">{promotion.rewardLabel}</p>
        <p className="promotion-header__meta">
          <span>{redemptionLabels[promotion.redemption]}</span>
          {ends ? <span className="promotion-header__ends">{ends}</span> : null}
        </p>
        {promotion.description ? <p className="promotion-header__terms">{promotion.description}</p> : null}
      </div>
    </div>
  );
}
