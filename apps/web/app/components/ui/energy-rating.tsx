import "./energy-rating.css";

/** A product's energy star rating, drawn as a star mark with the number spelled out. */
export function EnergyRating({ stars }: { stars: number }) {
  return (
    <span className="energy-rating">
      <svg className="energy-rating__star" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z" />
      </svg>
      {stars}-star energy rating
    </span>
  );
}
