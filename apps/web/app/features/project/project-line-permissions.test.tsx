import type { LinePermissions, ProjectLine } from "@store/domain/project.schema";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { renderWithProviders } from "~/testing/render-with-providers";
import { ProductTabs } from "./product-tabs";
import { ProjectLineRow } from "./project-line-row";
import { allPermissions, testLine, testProject } from "./project-test-fixture";
import { useOperations } from "./use-operations";

/** A quoted or finished project's line for a viewer who may change nothing (ADR 044). */
const nothing: LinePermissions = {
  EditQuantity: false,
  EditPrice: false,
  EditWarranty: false,
  EditInstall: false,
  Delete: false,
  CompetitorUrlValidation: false,
  AllEditable: false,
};

// The server is the outside world here: stock, competitor prices and upsell options answer nothing
const api = createApiClient(async () => new Response(null, { status: 404 }));

function Row({ line }: { line: ProjectLine }) {
  const none = () => {};
  return (
    <ul>
      <ProjectLineRow
        line={line}
        selected={false}
        checked={false}
        busy={false}
        onSelect={none}
        onCheck={none}
        onSave={none}
        onDelete={none}
        onTransfer={none}
      />
    </ul>
  );
}

function Tabs({ line }: { line: ProjectLine }) {
  const ops = useOperations();
  const project = testProject({ cart: { products: [line] } });
  return (
    <ProductTabs api={api} project={project} line={line} setProject={() => {}} toast={() => {}} ops={ops} />
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(cleanup);

describe("a project line shows its permission flags (storefront s.3; the server enforces them)", () => {
  it("without EditQuantity, EditPrice and Delete: quantity and price disabled, no Save line or Delete", async () => {
    renderWithProviders(<Row line={testLine({ permissions: nothing })} />);
    // Transfer waits for hydration: once it is live, every flag has had its say
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Transfer" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(input("Quantity").disabled).toBe(true);
    expect(input("Staff price ($)").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save line" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Washer 100" })).toBeNull();
  });

  it("with AllEditable: quantity and price enabled, Save line and Delete offered", async () => {
    renderWithProviders(<Row line={testLine({ permissions: allPermissions })} />);
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Transfer" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(input("Quantity").disabled).toBe(false);
    expect(input("Staff price ($)").disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Save line" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Washer 100" })).toBeTruthy();
  });

  it("without EditPrice, EditWarranty and EditInstall: the Price tab's staff price is disabled, no warranty or installation", () => {
    renderWithProviders(<Tabs line={testLine({ permissions: nothing })} />);
    fireEvent.click(screen.getByRole("tab", { name: "Price" }));
    expect(input("Staff price ($)").disabled).toBe(true);
    expect(screen.queryByLabelText("Warranty")).toBeNull();
    expect(screen.queryByLabelText("Installation")).toBeNull();
    expect(
      screen.getByText("The price of this line cannot be changed now (locked or finished)."),
    ).toBeTruthy();
  });

  it("with AllEditable: the Price tab offers the staff price, warranty and installation", () => {
    renderWithProviders(<Tabs line={testLine({ permissions: allPermissions })} />);
    fireEvent.click(screen.getByRole("tab", { name: "Price" }));
    expect(input("Staff price ($)").disabled).toBe(false);
    expect(input("Warranty").disabled).toBe(false);
    expect(input("Installation").disabled).toBe(false);
  });
});
