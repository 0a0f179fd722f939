import type { SaleImage } from "@store/domain/sale-images";

/**
 * A sale placement's picture with its art per breakpoint (storefront s.9: xs, sm, md): a phone loads
 * the banner drawn for phones, not the desktop one shrunk to unreadable lettering. Width and height on
 * each source keep the space reserved, so nothing moves when the picture arrives.
 */
export function SalePicture({
  image,
  alt,
  className,
  loading,
  fetchPriority,
}: {
  image: SaleImage;
  /** Overrides the image's own alternative text ('' when a caption beside it says the same). */
  alt?: string;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
}) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={source.url}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={image.url}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
