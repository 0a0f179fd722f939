import type { Ribbon } from "@store/domain/product.schema";
import { type KeyboardEvent, useRef, useState } from "react";
import { ProductRibbon } from "~/components/ui/product-ribbon";
import "./product-gallery.css";

const imageSize = 400;

/**
 * The product's pictures: a large one and a row of thumbnails. Thumbnails are buttons (Tab, Enter
 * or Space); arrow keys, Home and End move between them and show the picture at once.
 */
export function ProductGallery({
  images,
  title,
  ribbon,
}: {
  images: readonly string[];
  title: string;
  ribbon: Ribbon | null;
}) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected] ?? images[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = images.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {current ? (
          <img
            src={current}
            alt={images.length > 1 ? `${title}, picture ${selected + 1} of ${images.length}` : title}
            width={imageSize}
            height={imageSize}
            fetchPriority="high"
            className="product-gallery__image"
          />
        ) : null}
        {ribbon ? <ProductRibbon ribbon={ribbon} className="product-gallery__ribbon" /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label="Product pictures">
          {images.map((image, index) => (
            <li key={image}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <img src={image} alt="" width={72} height={72} decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
