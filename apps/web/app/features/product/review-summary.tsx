import type { ProductDetail } from "@store/domain/product.schema";
import { countOf } from "@store/domain/text";
import type { CSSProperties } from "react";
import "./review-summary.css";

type Summary = NonNullable<ProductDetail["reviewSummary"]>;

/** What owners say (ReviewSummariesEnabled, ADR 058): the stars, how many reviews, and the gist. */
export function ReviewSummary({ review }: { review: Summary }) {
  const rating = review.rating.toFixed(1);
  const reviews = countOf(review.count, "review");
  return (
    <section className="review-summary" aria-label="What owners say">
      <p className="review-summary__rating">
        <span
          className="review-summary__stars"
          style={{ "--rating": review.rating } as CSSProperties}
          role="img"
          aria-label={`Rated ${rating} out of 5`}
        />
        <span aria-hidden="true">{rating}</span>
        <span className="review-summary__count">({reviews})</span>
      </p>
      <p className="review-summary__text">{review.summary}</p>
    </section>
  );
}
