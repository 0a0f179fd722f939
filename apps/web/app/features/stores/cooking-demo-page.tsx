import type { CookingDemo } from "@store/domain/navbar.schema";
import { storePhoneDigits } from "@store/domain/phone";
import type { Store } from "@store/domain/store.schema";
import { eventSchedule, storeTimeZone } from "@store/domain/store-local-time";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { storeAddress } from "./store-status";
import "./cooking-demo-page.css";

/** /cooking-demo/{uri}: what is cooked, when (in the store's time, 12-hour) and where, and how to book. */
export function CookingDemoPage({
  demo,
  store,
  country,
}: {
  demo: CookingDemo;
  /** The host store, for its time zone, address and phone; null when it could not be loaded. */
  store: Store | null;
  country: "AU" | "NZ";
}) {
  const timeZone = storeTimeZone(store ?? { country, state: "" });
  const when = eventSchedule(demo.startsAt, demo.durationMinutes, timeZone);
  return (
    <article className="cooking-demo page-container page-section" aria-labelledby="cooking-demo-title">
      <div className="cooking-demo__media">
        <img src={demo.image} alt="" width={480} height={360} />
      </div>
      <div className="cooking-demo__body">
        <p className="cooking-demo__eyebrow">Cooking demo at {demo.storeName}</p>
        <h1 id="cooking-demo-title">{demo.title}</h1>
        <p className="cooking-demo__description">{demo.description}</p>
        <dl className="cooking-demo__facts">
          <div>
            <dt>
              <Icon name="clock" size={18} />
              When
            </dt>
            <dd>
              <time dateTime={when.isoDate}>{when.date}</time>
              <br />
              {when.start} – {when.end} ({demo.durationMinutes} minutes)
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="store" size={18} />
              Where
            </dt>
            <dd>
              <Link to={`/stores/${demo.storeUri}`}>{demo.storeName}</Link>
              {store ? (
                <>
                  <br />
                  {storeAddress(store)}
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="user" size={18} />
              Seats
            </dt>
            <dd>Up to {demo.capacity} guests</dd>
          </div>
        </dl>
        <div className="cooking-demo__booking">
          <h2>Book a seat</h2>
          {store ? (
            <p>
              Seats are free and limited. Call {store.name} on{" "}
              <a href={`tel:${storePhoneDigits(store.phone)}`}>{store.phone}</a> to book.
            </p>
          ) : (
            <p>Seats are free and limited. Call the store to book.</p>
          )}
          <Link to={`/stores/${demo.storeUri}`} className={buttonClassName("primary")}>
            View Store Details
          </Link>
        </div>
      </div>
    </article>
  );
}
