import type { Cart, CartProduct } from "@store/domain/cart.schema";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartProvider } from "~/lib/cart-state";
import { useGlobalMessage } from "~/lib/global-message";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { CartButton } from "./cart-button";
import { CartPanel } from "./cart-panel";

const line = (patch: Partial<CartProduct> = {}): CartProduct => ({
  productCode: "OVEN-1",
  unitId: "1",
  sku: "OVEN-1",
  title: "Bosch Series 8 60cm Pyrolytic Built-in Oven with Steam and a Very Long Name Indeed",
  uri: "bosch-oven",
  brand: "Bosch",
  category: "Ovens",
  categorization: "kitchen/ovens",
  price: 2000_00,
  lineDiscount: 100_00,
  linePrice: 1900_00,
  quantity: 2,
  maxQuantity: 5,
  lineTotal: 3800_00,
  image: "/media/product/oven.svg",
  available: true,
  unavailableReason: null,
  ribbonType: null,
  conditionType: "CosmeticImperfection",
  missingParts: "Wire rack",
  selectedInstall: null,
  selectedWarranty: { id: "W3", name: "3 Year Extended Warranty", price: 179_00 },
  promoId: null,
  ...patch,
});

const cart = (patch: Partial<Cart> = {}): Cart => ({
  cartId: "5f0c1c9e-8b7a-4a53-9d63-1c2b3d4e5f60",
  products: [line()],
  rewards: [
    { promoId: "BONUS-OVEN-1", title: "Bonus $50 gift card", forSku: "OVEN-1", quantity: 2, price: 0 },
  ],
  coupons: [],
  subtotal: 3800_00,
  discountTotal: 0,
  orderTotal: 3800_00,
  productCount: 2,
  cartCount: 4,
  hasProformaDelivery: false,
  delivery: {
    suburb: "",
    postcode: "",
    state: "",
    winningDeliveryServiceOverride: false,
    estimate: null,
    earliestDate: null,
    description: "Choose a delivery location to see the delivery cost.",
  },
  messages: [],
  errors: [],
  pricesHidden: false,
  ...patch,
});

function MessageProbe() {
  const { message } = useGlobalMessage();
  return message ? (
    <p data-testid="toast" data-keep={String(Boolean(message.keepAlive))}>
      {message.text}
    </p>
  ) : null;
}

function serve(handlers: { remove?: Response; carts?: Cart[] }) {
  const carts = handlers.carts ?? [cart()];
  let reads = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (url === "/api/cart/" && method === "GET")
      return Response.json(carts[Math.min(reads++, carts.length - 1)]);
    if (url.startsWith("/api/cart/product/") && method === "DELETE")
      return handlers.remove ?? Response.json(cart());
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderCart() {
  return renderInDataRouter(
    <CartProvider>
      <CartButton variant="desktop" />
      <CartPanel />
      <MessageProbe />
    </CartProvider>,
  );
}

describe("the cart button and panel", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("counts products and bonus items in the badge, and opens the panel with the lines", async () => {
    serve({});
    renderCart();
    const button = await screen.findByRole("button", { name: "Cart, 4 items" });
    expect(within(button).getByTestId("cart-count").textContent).toBe("4");
    fireEvent.click(button);
    const panel = await screen.findByRole("dialog", { name: "Your cart (4)" });
    // The title is cut at 58 characters, the full title stays on the link
    const title = within(panel).getByRole("link", { name: /^Bosch Series 8/ });
    expect(title.textContent).toBe("Bosch Series 8 60cm Pyrolytic Built-in Oven with Steam an…");
    expect(title.textContent).toHaveLength(58);
    expect(title.getAttribute("title")).toContain("Very Long Name Indeed");
    expect(within(panel).getByText("Cosmetic Imperfection")).toBeTruthy();
    expect(within(panel).getByText("Missing parts: Wire rack")).toBeTruthy();
    expect(within(panel).getByText("Bonus $50 gift card")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe(
      "/customer/checkout",
    );
  });

  it("shows no amount when the answer hides prices ('Login for Price', anonymous)", async () => {
    const hidden = cart({
      products: [line({ price: 0, lineDiscount: 0, linePrice: 0, lineTotal: 0, selectedWarranty: null })],
      subtotal: 0,
      orderTotal: 0,
      pricesHidden: true,
    });
    serve({ carts: [hidden] });
    renderCart();
    fireEvent.click(await screen.findByRole("button", { name: "Cart, 4 items" }));
    const panel = await screen.findByRole("dialog", { name: "Your cart (4)" });
    expect(within(panel).getByText("Log in for price")).toBeTruthy();
    expect(within(panel).getByText(/Please log in to see prices and buy\./)).toBeTruthy();
    expect(panel.textContent).not.toMatch(/\$0\.00|\$0\b/);
  });

  it("shows the first error of a failed removal as a message that stays", async () => {
    serve({
      remove: Response.json(
        { code: "not_found", errors: ["Something went wrong. Please try again."] },
        { status: 404 },
      ),
    });
    renderCart();
    fireEvent.click(await screen.findByRole("button", { name: "Cart, 4 items" }));
    const panel = await screen.findByRole("dialog");
    fireEvent.click(within(panel).getByRole("button", { name: /^Remove Bosch Series 8/ }));
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toBe("Something went wrong. Please try again.");
    expect(toast.dataset.keep).toBe("true");
  });

  it("falls back to the unknown-error text when the answer has no message", async () => {
    serve({ remove: new Response("oops", { status: 500 }) });
    renderCart();
    fireEvent.click(await screen.findByRole("button", { name: "Cart, 4 items" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /^Remove Bosch/ }));
    expect((await screen.findByTestId("toast")).textContent).toBe(
      "An unknown error occurred, please try again later",
    );
  });

  it("reads the cart again after a successful removal, and shows server messages as lasting errors", async () => {
    const emptied = cart({
      products: [],
      rewards: [],
      productCount: 0,
      cartCount: 0,
      messages: ["The warranty you chose is no longer offered for X."],
    });
    const fetchMock = serve({ carts: [cart(), emptied] });
    renderCart();
    fireEvent.click(await screen.findByRole("button", { name: "Cart, 4 items" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /^Remove Bosch/ }));
    await screen.findByRole("button", { name: "Cart, 0 items" });
    const reads = fetchMock.mock.calls.filter(([url, init]) => url === "/api/cart/" && !init?.method);
    expect(reads.length).toBe(2);
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toMatch(/no longer offered/));
    expect(screen.getByTestId("toast").dataset.keep).toBe("true");
  });
});
