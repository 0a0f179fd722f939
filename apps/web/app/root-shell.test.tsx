import { brands } from "@store/domain/brands";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminBar } from "~/features/account/admin-bar";
import { DeliveryLocationMenu } from "~/features/location/delivery-location-menu";
import { AppShell } from "~/features/shell/app-shell";
import { ChatWidgetProvider } from "~/lib/chat-widget-state";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";

/**
 * The location dropdown's offset for signed-in users (checkout s.6, ADR 081): the shell as the root
 * composes it, with the staff admin bar and the header's delivery location menu. The dropdown opens
 * under its own trigger, inside the header, which comes after the admin bar: the bar pushes it down by its
 * own height and can never cover it.
 */

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("fetch", async () => new Response(null, { status: 404 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderShell() {
  return renderWithIdentity(
    <ChatWidgetProvider enabled={false}>
      <AppShell
        pageType="generic"
        breadcrumbs={[]}
        header="site"
        blank={false}
        origin="http://wa.localhost:3000"
        settings={[]}
        sale={null}
        headerSlots={{ location: <DeliveryLocationMenu /> }}
        adminBar={<AdminBar />}
      >
        <p>Page</p>
      </AppShell>
    </ChatWidgetProvider>,
    { brand: brands.wa },
  );
}

/** Opens the delivery location dropdown; answers its panel. */
function openLocation(): HTMLElement {
  fireEvent.click(screen.getByRole("button", { name: "Delivery: Set postcode" }));
  return screen
    .getByRole("heading", { name: "Delivery location" })
    .closest(".popover-disclosure__panel") as HTMLElement;
}

describe("the location dropdown under the admin bar (checkout s.6)", () => {
  it("for signed-in staff: opens below the admin bar, anchored to its trigger in the header", async () => {
    storeSignedIn({ role: "staff", given_name: "Sam" });
    renderShell();
    const bar = await screen.findByRole("navigation", { name: "Staff tools" });
    const panel = openLocation();
    expect(panel).not.toBeNull();
    // After the bar in the page's flow, and positioned from the trigger's own box, not the window's top
    expect(bar.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.contains(panel)).toBe(false);
    expect(panel.closest("header")).not.toBeNull();
    expect(panel.parentElement?.classList.contains("popover-disclosure")).toBe(true);
    expect(
      panel.parentElement?.contains(screen.getByRole("button", { name: "Delivery: Set postcode" })),
    ).toBe(true);
  });

  it("for a shopper: no admin bar, the same dropdown in the header", async () => {
    storeSignedIn({ role: "customer" });
    renderShell();
    const panel = openLocation();
    expect(panel.closest("header")).not.toBeNull();
    expect(screen.queryByRole("navigation", { name: "Staff tools" })).toBeNull();
  });
});
