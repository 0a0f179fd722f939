import type { AlertBanner } from "./alert-banner.schema.ts";

/**
 * The cookie a closed banner is remembered in, beside localStorage, so the server leaves out a banner
 * the shopper closed and the page never shifts when it is taken away (issue 15, ADR 041).
 */
export const alertBannerDismissedCookie = "alertBannerDismissed";

/** A short fingerprint of a banner, so closing one banner does not hide a different, newer one. */
export function alertBannerFingerprint(banner: AlertBanner): string {
  const text = JSON.stringify([
    banner.bannerURL,
    banner.backgroundColor,
    banner.desktopContent,
    banner.mobileContent,
  ]);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** The banner a page is rendered with: none when the request's cookie says this one was closed. */
export function alertBannerFor(banner: AlertBanner | null, cookieHeader: string | null): AlertBanner | null {
  if (!banner) return null;
  const fingerprint = alertBannerFingerprint(banner);
  const closed = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .some((part) => part === `${alertBannerDismissedCookie}=${fingerprint}`);
  return closed ? null : banner;
}
