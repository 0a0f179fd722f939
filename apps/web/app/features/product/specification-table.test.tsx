import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SpecificationTable } from "./specification-table";

describe("SpecificationTable", () => {
  afterEach(cleanup);

  it("shows one table per group, captioned by the group, with a row header per specification", () => {
    render(
      <SpecificationTable
        specifications={[
          { group: "General", name: "Brand", value: "Siemens" },
          { group: "Dimensions", name: "Width (mm)", value: "896" },
          { group: "General", name: "Colour", value: "Black" },
        ]}
      />,
    );
    const tables = screen.getAllByRole("table");
    expect(tables.map((t) => t.querySelector("caption")?.textContent)).toEqual(["General", "Dimensions"]);
    const general = screen.getByRole("table", { name: "General" });
    expect(
      within(general)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["Brand", "Colour"]);
    const row = within(screen.getByRole("table", { name: "Dimensions" })).getByRole("row");
    expect(within(row).getByRole("rowheader").textContent).toBe("Width (mm)");
    expect(within(row).getByRole("cell").textContent).toBe("896");
  });

  it("says so when there are no specifications", () => {
    render(<SpecificationTable specifications={[]} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No specifications are listed for this product yet.")).toBeTruthy();
  });
});
