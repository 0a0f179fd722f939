import type { ProductDetail } from "@store/domain/product.schema";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChatWidgetProvider, useChatWidget } from "~/lib/chat-widget-state";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { priceRequestMessage, RequestPriceNote } from "./request-price-note";

const onRequest = {
  sku: "OVN-900-X",
  title: "90cm Pyrolytic Oven",
  price: 0,
  priceHidden: false,
  manufacturer: { name: "Smeg", uri: "smeg" },
} as unknown as ProductDetail;

/** What the launcher was asked, as the chat widget would read it. */
function AskedMessage() {
  const { request } = useChatWidget();
  return <output aria-label="asked">{request?.message ?? ""}</output>;
}

afterEach(cleanup);

describe("RequestPriceNote", () => {
  it("asks the chat launcher to open with the price request written for the shopper", () => {
    renderInDataRouter(
      <ChatWidgetProvider enabled>
        <RequestPriceNote product={onRequest} />
        <AskedMessage />
      </ChatWidgetProvider>,
    );
    expect(screen.getByText("Price on request.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ask for a price" }));
    expect(screen.getByLabelText("asked").textContent).toBe(
      "Hi, please send me a price for the Smeg 90cm Pyrolytic Oven (OVN-900-X).",
    );
    // A title that already names the brand and the model does not repeat them
    expect(priceRequestMessage({ ...onRequest, title: "Smeg 90cm Pyrolytic Oven OVN-900-X" })).toBe(
      "Hi, please send me a price for the Smeg 90cm Pyrolytic Oven OVN-900-X.",
    );
  });

  it("leads to the contact page when the brand has no chat launcher", () => {
    renderInDataRouter(
      <ChatWidgetProvider enabled={false}>
        <RequestPriceNote product={onRequest} />
      </ChatWidgetProvider>,
    );
    expect(screen.getByRole("link", { name: "Ask for a price" }).getAttribute("href")).toBe("/contact-us");
    expect(screen.queryByRole("button", { name: "Ask for a price" })).toBeNull();
  });

  it("shows nothing for a product with a price, or one whose price needs a sign-in", () => {
    renderInDataRouter(
      <ChatWidgetProvider enabled>
        <RequestPriceNote product={{ ...onRequest, price: 129_900 }} />
        <RequestPriceNote product={{ ...onRequest, priceHidden: true }} />
      </ChatWidgetProvider>,
    );
    expect(screen.queryByText("Price on request.")).toBeNull();
  });
});
