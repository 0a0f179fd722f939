import type { AlertBanner as AlertBannerData } from "@store/domain/alert-banner.schema";
import { alertBannerDismissedCookie, alertBannerFingerprint } from "@store/domain/alert-banner-rules";
import { readableColourOn } from "@store/domain/colour-contrast";
import { constants } from "@store/domain/constants";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";
import { useClientData } from "~/lib/use-client-data";
import "./alert-banner.css";

const recheckMinutes = constants.alertBannerRecheckMs / 60_000;
/** A closed banner stays closed for a day, even when a recheck brings the same banner back. */
const dismissMinutes = 1440;

/** A cached banner of the right shape (storage is shared with older releases and with other scripts). */
function cachedBanner(): AlertBannerData | null {
  const cached = timedStorage.get<Partial<AlertBannerData>>(storageKeys.alertCacheData);
  if (!cached || typeof cached !== "object") return null;
  const { bannerURL = null, backgroundColor, desktopContent, mobileContent } = cached;
  if (
    typeof backgroundColor !== "string" ||
    typeof desktopContent !== "string" ||
    typeof mobileContent !== "string"
  ) {
    return null;
  }
  return {
    bannerURL: typeof bannerURL === "string" ? bannerURL : null,
    backgroundColor,
    desktopContent,
    mobileContent,
  };
}

function unlessDismissed(banner: AlertBannerData | null): AlertBannerData | null {
  if (!banner) return null;
  return timedStorage.get<string>(storageKeys.alertBannerDismissed) === alertBannerFingerprint(banner)
    ? null
    : banner;
}

/** Loads the banner from the cache, or from the API when the 10-minute recheck is due; null when there is none. */
async function loadAlertBanner(signal: AbortSignal): Promise<AlertBannerData | null> {
  if (timedStorage.get(storageKeys.recheckAlertBannerExpiry) !== null) return unlessDismissed(cachedBanner());
  // Loaded on demand: the client (and zod with it) stays out of the first page load
  const { createBrowserApiClient } = await import("~/lib/api-client");
  const fresh = await createBrowserApiClient().getAlertBanner({ signal });
  timedStorage.set(storageKeys.recheckAlertBannerExpiry, true, recheckMinutes);
  if (fresh) timedStorage.set(storageKeys.alertCacheData, fresh, recheckMinutes);
  else timedStorage.remove(storageKeys.alertCacheData);
  return unlessDismissed(fresh);
}

/**
 * The site-wide alert banner (checkout s.7). The page comes with the banner the server knew (`initial`,
 * left out when the shopper's cookie says they closed it), so it never pushes the page down after the
 * first paint (ADR 041); the browser then keeps it under alertCacheData and rechecks every 10 minutes.
 * Closing removes it and its cache, and remembers it for a day in storage and in a cookie.
 */
export function AlertBanner({ initial = null }: { initial?: AlertBannerData | null }) {
  const { pathname } = useLocation();
  // Checked on every page: a storage read, and a call only when the recheck is due. A failed call keeps
  // what is shown; the next page tries again because the recheck was not recorded.
  const loaded = useClientData(pathname, loadAlertBanner, { keepPrevious: true });
  const [closed, setClosed] = useState<string | null>(null);
  // Until the browser has its own answer, the server's is shown (the same first render on both sides)
  const current = loaded.status === "success" ? loaded.data : initial;
  const banner = current && alertBannerFingerprint(current) !== closed ? current : null;

  if (!banner) return null;

  const close = () => {
    const fingerprint = alertBannerFingerprint(banner);
    timedStorage.remove(storageKeys.alertCacheData);
    timedStorage.set(storageKeys.alertBannerDismissed, fingerprint, dismissMinutes);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party flag the server reads; no secret in it
    document.cookie = `${alertBannerDismissedCookie}=${fingerprint}; Max-Age=${dismissMinutes * 60}; Path=/; SameSite=Lax`;
    setClosed(fingerprint);
  };

  const textColour = readableColourOn(banner.backgroundColor, ["#ffffff", "#111111"]);
  const content = (
    <>
      <span
        className="alert-banner__content only-desktop"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised by the server (AlertBannerService, sanitize-html; ADR 016)
        dangerouslySetInnerHTML={{ __html: banner.desktopContent }}
      />
      <span
        className="alert-banner__content only-mobile"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised by the server (AlertBannerService, sanitize-html; ADR 016)
        dangerouslySetInnerHTML={{ __html: banner.mobileContent }}
      />
    </>
  );
  const url = banner.bannerURL?.trim();

  return (
    <section
      className="alert-banner"
      aria-label="Announcement"
      style={{ backgroundColor: banner.backgroundColor, color: textColour }}
    >
      <div className="alert-banner__inner page-container">
        {!url ? (
          <div className="alert-banner__body">{content}</div>
        ) : url.startsWith("/") ? (
          <Link className="alert-banner__body alert-banner__link" to={url}>
            {content}
          </Link>
        ) : (
          <a className="alert-banner__body alert-banner__link" href={url}>
            {content}
          </a>
        )}
        <button type="button" className="alert-banner__close" aria-label="Close alert banner" onClick={close}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </section>
  );
}
