import type { CookingDemoLink } from "@store/domain/navbar.schema";
import { Link } from "react-router";
import "./cooking-demo-list.css";

/** Links to a store's upcoming cooking demos; says so plainly when there are none. */
export function CookingDemoList({
  demos,
  storeName,
  heading: Heading = "h3",
}: {
  demos: readonly CookingDemoLink[] | null;
  storeName: string;
  heading?: "h2" | "h3";
}) {
  return (
    <section className="cooking-demo-list" aria-label={`Cooking demos at ${storeName}`}>
      <Heading className="cooking-demo-list__heading">Upcoming cooking demos</Heading>
      {demos === null ? (
        <p className="cooking-demo-list__note">Loading cooking demos…</p>
      ) : demos.length === 0 ? (
        <p className="cooking-demo-list__note">No cooking demos are coming up at {storeName} just now.</p>
      ) : (
        <ul className="cooking-demo-list__items">
          {demos.map((demo) => (
            <li key={demo.uri}>
              <Link to={`/cooking-demo/${demo.uri}`} className="cooking-demo-list__link">
                {demo.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
