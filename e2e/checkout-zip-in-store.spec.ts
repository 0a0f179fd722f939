import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  approveOnZipPhone,
  at,
  cartThenCheckout,
  chooseFirstDate,
  deliveryGroup,
  dollarsOf,
  expectNothingWaitingOnZip,
  fillCard,
  fillGuestDetails,
  placeOrder,
  signIn,
  stockedProducts,
} from "./checkout-kit";

/**
 * Staff sell in store with Zip: the customer approves on their own phone (ADR 035, checkout s.4); staff
 * give the customer's PO number (ADR 032, checkout s.5); and staff sell cash and carry from a chosen
 * store, paid in cash with the change shown (ADR 037).
 */

// One staff member has one cart: these sales are one after another, by an account no other journey uses
test.describe.configure({ mode: "serial" });
const salesperson = "staff2@example.com";

const shots = "test-results/screens";

/** The n-th stocked washing machine that is not a Miele (a Miele cart asks for its terms first). */
async function product(request: APIRequestContext, n: number) {
  const found = (await stockedProducts(request, "category=laundry/washing-machines", 8)).filter(
    (p) => !/miele/i.test(p.title),
  )[n];
  if (!found) throw new Error("too few stocked washing machines");
  return found;
}

async function staffAtCheckout(page: Page, sku: string) {
  await signIn(page, salesperson);
  await cartThenCheckout(page, [sku]);
  await fillGuestDetails(page, "walk.in@example.com");
  await chooseFirstDate(page);
}

async function payByZip(page: Page, code: string) {
  await page.getByRole("radio", { name: /Zip in store/ }).check();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await page.getByLabel("Payment code from the customer's Zip app").fill(code);
  await page.getByRole("button", { name: /^Place order/ }).click();
}

test("staff take Zip in store: the customer approves on their phone and the order is placed", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 0)).sku);
  await payByZip(page, "424242");

  const waiting = page.getByRole("dialog", { name: "Waiting for customer to confirm in their Zip app" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText("Please do not refresh the page");
  await page.screenshot({ path: `${shots}/zip-in-store-waiting.png` });

  // The customer's phone: the sandbox Zip app, on a second page
  await approveOnZipPhone(context, "424242", `${shots}/zip-sandbox-phone-390.png`);

  // The staff page's next poll sees it and shows the confirmation
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("a customer who declines in their app is told to the staff member, and the form is usable again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 1)).sku);
  // Zip's sandbox declines this code by itself after a few seconds
  await payByZip(page, "100002");
  await expect(page.getByRole("dialog", { name: /Waiting for customer/ })).toBeVisible();
  await expect(page.getByRole("alert").first()).toContainText(/available credit is too low/, {
    timeout: 20_000,
  });
  await expect(page.getByRole("dialog", { name: /Waiting for customer/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Place order/ })).toBeEnabled();
});

test("cancelling the wait withdraws the request from the customer's app", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 2)).sku);
  await payByZip(page, "515151");
  const waiting = page.getByRole("dialog", { name: /Waiting for customer/ });
  await expect(waiting).toBeVisible();
  await waiting.getByRole("button", { name: "Cancel payment" }).click();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("alert").first()).toContainText("The transaction was canceled.");

  await expectNothingWaitingOnZip(context, "515151");
});

test("a customer who never answers: after 65 s the staff member is told, with the order reference", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // A test clock: the 65 seconds of checkout s.4 pass at once
  await page.clock.install();
  await staffAtCheckout(page, (await product(request, 4)).sku);
  // Zip's sandbox never answers for this code
  await payByZip(page, "100003");
  const waiting = page.getByRole("dialog", { name: /Waiting for customer/ });
  await expect(waiting).toBeVisible();
  // The page's own 65 s timer ends the wait, not the next 2 s poll after it
  await page.clock.fastForward(65_000);
  await expect(waiting).toHaveCount(0);
  // The order's own reference, the one the customer quotes, not the payment attempt's id
  await expect(page.getByRole("alert").first()).toContainText(
    /There has been an error processing your order, please contact our support team\. Order reference : [A-Z]+-\d+\./,
  );
  // The request still waits at Zip: the page stopped asking, it did not cancel it
  const phone = await context.newPage();
  await phone.goto("/sandbox/zip/device?code=100003");
  await expect(phone.getByRole("heading", { name: "Purchases waiting for you" })).toBeVisible();
});

test("leaving the page while the customer decides withdraws the request", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 5)).sku);
  await payByZip(page, "626262");
  await expect(page.getByRole("dialog", { name: /Waiting for customer/ })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await expectNothingWaitingOnZip(context, "626262");
});

test("going Back inside the app while the customer decides withdraws the request", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 5)).sku);
  // The checkout was opened from the cart by a link: Back is the app's own navigation, no pagehide
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await payByZip(page, "737373");
  await expect(page.getByRole("dialog", { name: /Waiting for customer/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  await expectNothingWaitingOnZip(context, "737373");
});

/** The chat button and the order's support line, once the chat has loaded (2 s after the page). */
async function expectChatBesideSupportLine(page: Page) {
  const support = page.getByText(/Questions about your order\?/);
  const chat = page.getByRole("button", { name: "Chat with us" });
  await expect(chat).toBeVisible({ timeout: 10_000 });
  // It sits in the payment panel, in the flow, not floating over the page
  await expect(
    page.getByRole("complementary", { name: "Payment" }).getByRole("button", { name: "Chat with us" }),
  ).toBeVisible();
  const a = await support.boundingBox();
  const b = await chat.boundingBox();
  if (!a || !b) throw new Error("not laid out");
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart).toBe(true);
}

test("staff place an order with the customer's PO number; the confirmation shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await staffAtCheckout(page, (await product(request, 3)).sku);
  const po = page.getByLabel("PO number (optional)");
  await expect(po).toBeVisible();
  // The shared rules: letters, digits, spaces, dashes, brackets and a leading plus only
  await po.fill("PO#2026");
  await fillCard(page);
  await placeOrder(page).click();
  await expect(
    page.getByText("A PO number has at most 40 letters, digits, spaces, dashes or brackets.").first(),
  ).toBeVisible();
  await po.fill("PO-(2026) 17");
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId("order-po-number")).toHaveText("PO-(2026) 17");
  await expectChatBesideSupportLine(page);
  await page.screenshot({ path: `${shots}/confirmation-po-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectChatBesideSupportLine(page);
  await page.screenshot({ path: `${shots}/confirmation-po-390.png`, fullPage: true });
});

test("staff take another payment method with its reference; the confirmation names it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await staffAtCheckout(page, (await product(request, 4)).sku);
  await page.getByRole("radio", { name: "Other payment method (recorded by staff)" }).check();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  const reference = page.getByLabel("How the customer pays, and its reference");
  await placeOrder(page).click();
  await expect(reference).toHaveAccessibleDescription(/Please say how the customer pays and its reference/);
  await page.getByRole("button", { name: "Close message" }).click();
  await reference.fill("Bank transfer, invoice 1234");
  await page.screenshot({ path: `${shots}/other-method-desktop.png`, fullPage: true });
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId("order-payment-note")).toHaveText(
    "To be paid by another method arranged with our staff: Bank transfer, invoice 1234.",
  );
});

/** A washing machine (not a Miele) with a unit on hand at the named store, for cash and carry from there. */
async function stockedAt(request: APIRequestContext, storeName: string) {
  for (const item of await stockedProducts(request, "category=laundry/washing-machines", 8)) {
    if (/miele/i.test(item.title)) continue;
    const stock = (await (
      await request.get(at(`/api/stock?sku=${encodeURIComponent(item.sku)}&includeOtherStock=true`))
    ).json()) as { stores: { storeName: string; quantity: number }[] };
    if (stock.stores.some((s) => s.storeName === storeName && s.quantity >= 1)) return item;
  }
  throw new Error(`no washing machine on hand at ${storeName}`);
}

test("staff sell cash and carry from another store, paid in cash, and see the change", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Sam Staff's store, not the signed-in salesperson's own: the order takes its stock from there
  const pickup = "Engine Room";
  await signIn(page, salesperson);
  await cartThenCheckout(page, [(await stockedAt(request, pickup)).sku]);

  const store = page.getByLabel("Store", { exact: true });
  const seller = page.getByLabel("Salesperson");
  await expect(seller).toHaveValue("SP02");
  await store.selectOption({ label: pickup });
  // Choosing a store lists its salespeople and picks the first
  await expect(seller).toHaveValue("SP01");
  await expect(seller.getByRole("option")).toHaveText(["Sam Staff"]);

  const delivery = deliveryGroup(page);
  await delivery.getByLabel("First name").fill("Wally");
  await delivery.getByLabel("Last name").fill("Walkin");
  await page.getByRole("checkbox", { name: /Cash and carry/ }).check();
  // The store's details, locked; the email cleared for the customer's own
  await expect(page.getByLabel("Phone")).toHaveValue("0293104400");
  await expect(page.getByLabel("Phone")).toHaveAttribute("readonly", "");
  await expect(delivery.getByLabel("Street address")).toHaveValue("48 Bourke Road");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");
  await page.getByRole("textbox", { name: "Email" }).fill("wally.walkin@example.com");
  await expect(
    page.getByText("The order is collected from the store; no delivery date is needed."),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("group", { name: "Delivery date" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Delivery services" })).toHaveCount(0);

  await page.getByRole("radio", { name: "Cash", exact: true }).check();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  const total = dollarsOf((await placeOrder(page).textContent()) ?? "");
  const tendered = Math.ceil((total + 1) / 50) * 50;
  const change = Math.round((tendered - total) * 100) / 100;
  const cash = page.getByLabel("Cash tendered ($)");
  await cash.fill("10");
  await placeOrder(page).click();
  await expect(cash).toHaveAccessibleDescription(
    /The cash tendered \(\$10\.00\) is less than the amount due/,
  );
  await page.getByRole("button", { name: "Close message" }).click();
  await cash.fill(String(tendered));
  const changeShown = page.getByTestId("cash-change");
  await expect(changeShown).toHaveText(/^Change to give: \$/);
  expect(dollarsOf((await changeShown.textContent()) ?? "")).toBeCloseTo(change, 2);
  await page.screenshot({ path: `${shots}/cash-and-carry-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/cash-and-carry-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  const note = page.getByTestId("order-payment-note");
  await expect(note).toContainText("Paid in cash:");
  await expect(note).toContainText("change.");
  expect(dollarsOf((await note.textContent())?.split("tendered,")[1] ?? "")).toBeCloseTo(change, 2);
  expect(dollarsOf((await page.getByTestId("order-paid").textContent()) ?? "")).toBeCloseTo(total, 2);
  await page.screenshot({ path: `${shots}/confirmation-cash-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/confirmation-cash-390.png`, fullPage: true });
});
