import type { Brand } from "./brands.ts";
import type { PageType } from "./page-types.ts";

/** A path starting with 'blank' renders no shell (checkout s.2): '/blank', '/blank/x', '/blank-frame'. */
export function isBlankPath(pathname: string): boolean {
  return /^\/+blank/i.test(pathname);
}

/**
 * The compare tray is hidden on the home page (unless the brand builds home with a page builder),
 * on checkout and on the comparison page itself (checkout s.2 "Compare tray").
 */
export function isCompareTrayShown(pageType: PageType, brand: Pick<Brand, "compareTrayOnHome">): boolean {
  if (pageType === "checkout" || pageType === "productComparison") return false;
  if (pageType === "homepage") return brand.compareTrayOnHome;
  return true;
}

/** Top-level pages (Home plus one item) hide their breadcrumbs on mobile (storefront s.2). */
export function isTopLevelTrail(itemCountIncludingHome: number): boolean {
  return itemCountIncludingHome <= 2;
}

/** The number to call: the customerSupportNumber setting when set, else the brand's own. */
export function supportPhoneNumber(
  brand: Pick<Brand, "support">,
  settings: readonly { name: string; value: string }[],
): string {
  const setting = settings.find((s) => s.name === "customerSupportNumber")?.value.trim();
  return setting ? setting : brand.support.phone;
}

/** A tel: URI for a displayed phone number ('1300 000 500' -> 'tel:1300000500'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
