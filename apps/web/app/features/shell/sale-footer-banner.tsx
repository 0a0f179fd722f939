import { constants } from "@store/domain/constants";
import type { Sale } from "@store/domain/sale.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SalePicture } from "~/components/ui/sale-picture";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";

/**
 * The sale's footer banner; dismissable for a day (1440 minutes, storefront s.4). Rendered with the
 * page; the dismissal lives in browser storage, so it is read once hydrated, as the server cannot.
 */
export function SaleFooterBanner({ sale }: { sale: Sale | null }) {
  const shown = isSaleBannerShown(sale, "footerBanner");
  const [dismissed, setDismissed] = useState(false);
  // The dismissal is read only when a sale is on (storefront s.4)
  useEffect(() => {
    if (shown) setDismissed(timedStorage.get<boolean>(storageKeys.saleFooterBannerDismissed) === true);
  }, [shown]);

  const image = saleImage(sale, "footerBanner");
  if (!sale || !shown || !image || dismissed) return null;

  const dismiss = () => {
    timedStorage.set(storageKeys.saleFooterBannerDismissed, true, constants.saleFooterDismissMinutes);
    setDismissed(true);
  };
  const url = sale.url || constants.defaultSaleUrl;
  const picture = <SalePicture image={image} loading="lazy" />;

  return (
    <aside className="sale-footer-banner" aria-label={sale.name || "Sale"}>
      <div className="sale-footer-banner__inner page-container">
        {url.startsWith("/") ? (
          <Link to={url} className="sale-footer-banner__link">
            {picture}
          </Link>
        ) : (
          <a href={url} className="sale-footer-banner__link">
            {picture}
          </a>
        )}
        <button
          type="button"
          className="sale-footer-banner__close"
          aria-label="Dismiss sale banner"
          onClick={dismiss}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </aside>
  );
}
