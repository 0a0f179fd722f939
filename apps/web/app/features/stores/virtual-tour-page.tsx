import type { Store } from "@store/domain/store.schema";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { storeAddress } from "./store-status";
import "./virtual-tour-page.css";

/**
 * /virtual-tour/{storeUri}: the tour's viewer region with the tour id. The 360° player is a third-party
 * script the store does not load yet, so the region says what will play there instead of staying blank.
 */
export function VirtualTourPage({ store }: { store: Store & { virtualTourId: string } }) {
  return (
    <article className="virtual-tour page-container page-section" aria-labelledby="virtual-tour-title">
      <header className="virtual-tour__header">
        <h1 id="virtual-tour-title">Virtual tour: {store.name}</h1>
        <p>Walk through the {store.name} showroom from home, at your own pace.</p>
      </header>
      <section
        className="virtual-tour__viewer"
        aria-label={`360° tour of ${store.name}`}
        data-tour-id={store.virtualTourId}
        style={{ backgroundImage: `url(${store.thumbImg.src})` }}
      >
        <div className="virtual-tour__overlay">
          <p className="virtual-tour__badge">360° tour</p>
          <p className="virtual-tour__id">
            Tour ID <code>{store.virtualTourId}</code>
          </p>
          <p className="virtual-tour__note">
            The interactive viewer opens here. In the meantime, visit the showroom or call the team for a live
            video walkthrough.
          </p>
        </div>
      </section>
      <div className="virtual-tour__footer">
        <p className="virtual-tour__address">{storeAddress(store)}</p>
        <div className="virtual-tour__actions">
          <Link to={`/stores/${store.storeUri}`} className={buttonClassName("primary")}>
            View Store Details
          </Link>
          <Link to="/stores" className={buttonClassName("secondary")}>
            All stores
          </Link>
        </div>
      </div>
    </article>
  );
}
