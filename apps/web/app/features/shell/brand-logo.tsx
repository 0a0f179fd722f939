import { useBrand } from "~/lib/brand-context";
import "./brand-logo.css";

/** The brand's logo, inlined from the brand table so it inherits the header's text colour. */
export function BrandLogo({ className }: { className?: string }) {
  const brand = useBrand();
  return (
    <span
      className={["brand-logo", className].filter(Boolean).join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is ours (packages/domain brand table), not user content
      dangerouslySetInnerHTML={{ __html: brand.theme.logoSvg }}
    />
  );
}
