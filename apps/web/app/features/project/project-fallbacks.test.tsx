import { projectFallbacks } from "@store/domain/project-errors";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { renderWithProviders } from "~/testing/render-with-providers";
import { ProductTabs } from "./product-tabs";
import { ProjectCreateForm } from "./project-create-form";
import { testLine, testProject } from "./project-test-fixture";
import { useOperations } from "./use-operations";

/** A failed call that says nothing: a 500 whose body carries no errors, so only the screen's fallback can speak. */
const silentFailure = () => Response.json({}, { status: 500 });

function Tabs({ answer }: { answer: (path: string) => Response }) {
  const ops = useOperations();
  const api = createApiClient(async (path) => answer(path));
  const line = testLine();
  return (
    <ProductTabs
      api={api}
      project={testProject()}
      line={line}
      setProject={() => {}}
      toast={() => {}}
      ops={ops}
    />
  );
}

afterEach(cleanup);

describe("each project screen says its own fallback when a call fails without a message (storefront s.8)", () => {
  // Stock and competitor prices are both loaded by the line's sku: each must keep its own words
  it("the Stock tab says 'An error occurred getting stock.'", async () => {
    renderWithProviders(
      <Tabs answer={(path) => (path.startsWith("/api/stock") ? silentFailure() : Response.json([]))} />,
    );
    const panel = screen.getByRole("tabpanel");
    expect((await within(panel).findByRole("alert")).textContent).toBe(projectFallbacks.stock);
  });

  it("the Competitor price tab says 'An error occurred getting competitor prices.'", async () => {
    renderWithProviders(
      <Tabs
        answer={(path) =>
          path.startsWith("/api/stock") ? new Response(null, { status: 404 }) : silentFailure()
        }
      />,
    );
    fireEvent.click(screen.getByRole("tab", { name: "Competitor price" }));
    const panel = screen.getByRole("tabpanel");
    expect((await within(panel).findByRole("alert")).textContent).toBe(projectFallbacks.competitorPrices);
  });

  describe("the new project form", () => {
    beforeEach(() => {
      vi.stubGlobal("fetch", async () => silentFailure());
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("the referrer search says 'An error occurred getting referrer.'", async () => {
      renderWithProviders(<ProjectCreateForm />);
      fireEvent.change(screen.getByLabelText("Find a referrer"), { target: { value: "Bea" } });
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
      expect(await screen.findByText(projectFallbacks.referrer)).toBeTruthy();
    });

    it("the customer's project count says 'An error occurred getting customer project count.'", async () => {
      renderWithProviders(<ProjectCreateForm />);
      const email = screen.getByLabelText("Customer email");
      fireEvent.change(email, { target: { value: "pat@example.com" } });
      fireEvent.blur(email);
      expect(await screen.findByText(projectFallbacks.customerProjectCount)).toBeTruthy();
    });
  });
});
