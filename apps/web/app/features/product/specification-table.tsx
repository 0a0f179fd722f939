import type { Specification } from "@store/domain/product.schema";
import { groupSpecifications } from "./specification-groups.ts";
import "./specification-table.css";

/** The full specification, one small table per group (General, Dimensions, ...) captioned by the group. */
export function SpecificationTable({ specifications }: { specifications: readonly Specification[] }) {
  const groups = groupSpecifications(specifications);
  if (groups.length === 0) return <p>No specifications are listed for this product yet.</p>;
  return (
    <div className="specification-table">
      {groups.map((group) => (
        <table key={group.group} className="specification-table__table">
          <caption className="specification-table__group">{group.group}</caption>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.name}</th>
                <td>{item.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
