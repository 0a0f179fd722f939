import { Link } from "react-router";
import "./site-map-directory.css";

/** Links in newspaper columns, A-Z by title. */
export function LinkColumns({
  items,
  prefix,
}: {
  items: readonly { title: string; uri: string }[];
  prefix: string;
}) {
  return (
    <ul className="site-map-directory__columns">
      {items.map((item) => (
        <li key={item.uri}>
          <Link to={`${prefix}${item.uri}`}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}
