import { Link } from "react-router";
import type { CategoryNode } from "./category-tree.ts";
import "./site-map-directory.css";

/** Categories as nested lists of links. */
export function CategoryTreeList({ nodes }: { nodes: readonly CategoryNode[] }) {
  return (
    <ul className="site-map-directory__tree">
      {nodes.map((node) => (
        <li key={node.uri}>
          <Link to={`/c/${node.uri}`}>{node.title}</Link>
          {node.children.length > 0 ? <CategoryTreeList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
