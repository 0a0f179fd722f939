import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { renderWithProviders } from "~/testing/render-with-providers";
import { TransferDialog, type TransferSubject } from "./transfer-dialog";
import { useOperations } from "./use-operations";

const subject: TransferSubject = {
  productCode: "WM-100",
  title: "Washer 100",
  sourceProjectId: 7,
  sourceFolderId: null,
  quantity: 2,
};

const target = {
  projectId: 9,
  projectRef: "PRJ-000009",
  name: "Laundry refit",
  status: "Open",
  folders: [{ id: 5, title: "Laundry" }],
  containsSku: false,
};

const outline = {
  projectId: 9,
  projectRef: "PRJ-000009",
  name: "Laundry refit",
  status: "Open",
  version: 3,
  cart: { products: [] },
  folders: [{ id: 5, title: "Laundry", products: [] }],
};

type Answer = (path: string) => Response;

/** The dialog as the screen holds it: with the screen's operations, its calls answered by `answer`. */
function Screen({ answer }: { answer: Answer }) {
  const ops = useOperations();
  const api = createApiClient(async (path) => answer(path));
  return (
    <TransferDialog
      api={api}
      subject={subject}
      onClose={() => {}}
      onDone={() => {}}
      ops={ops}
      toast={() => {}}
    />
  );
}

const listed: Answer = (path) =>
  path.startsWith("/api/projects/list-item")
    ? Response.json([target])
    : path === "/api/v2/project/outline/9"
      ? Response.json(outline)
      : new Response(null, { status: 404 });

afterEach(cleanup);

/** Picks the target project, waits for its outline, and asks to move the product. */
async function transfer() {
  const dialog = await screen.findByRole("dialog", { name: "Transfer Washer 100" });
  const to = within(dialog).getByLabelText("To project");
  await within(dialog).findByRole("option", { name: "PRJ-000009 Laundry refit" });
  fireEvent.change(to, { target: { value: "9" } });
  await within(dialog).findByLabelText("Into");
  fireEvent.click(within(dialog).getByRole("button", { name: "Move product" }));
  return dialog;
}

describe("the transfer modal's messages on screen (storefront s.8 'Projects')", () => {
  it("says 'Could not load project outline' when the chosen project's outline fails", async () => {
    renderWithProviders(
      <Screen
        answer={(path) =>
          path.startsWith("/api/v2/project/outline/") ? new Response(null, { status: 500 }) : listed(path)
        }
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Transfer Washer 100" });
    await within(dialog).findByRole("option", { name: "PRJ-000009 Laundry refit" });
    fireEvent.change(within(dialog).getByLabelText("To project"), { target: { value: "9" } });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Could not load project outline");
  });

  it("says the project list fallback when the projects to move to cannot be read", async () => {
    renderWithProviders(
      <Screen
        answer={(path) =>
          path.startsWith("/api/projects/list-item") ? new Response(null, { status: 503 }) : listed(path)
        }
      />,
    );
    expect(await screen.findByText("An error occurred getting project list.")).toBeTruthy();
  });

  it("shows the first server error of a refused transfer", async () => {
    renderWithProviders(
      <Screen
        answer={(path) =>
          path === "/api/v2/project/product-transfer"
            ? Response.json(
                { code: "conflict", errors: ["Only 2 units are in the source project.", "Second reason"] },
                { status: 409 },
              )
            : listed(path)
        }
      />,
    );
    const dialog = await transfer();
    const errors = await within(dialog).findByRole("alert");
    expect(
      within(errors)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Only 2 units are in the source project."]);
  });

  it("falls back to 'Update Failed!' when the refusal carries no message", async () => {
    renderWithProviders(
      <Screen
        answer={(path) =>
          path === "/api/v2/project/product-transfer" ? new Response("", { status: 500 }) : listed(path)
        }
      />,
    );
    const dialog = await transfer();
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Update Failed!");
  });
});
