import { expect, test } from "@playwright/test";
import { whenHydrated } from "./page-kit";

// The contact inbox (ADR 061): a shopper's message from the contact panel reaches the staff inbox, where
// a staff member marks it handled; the handled filter then lists it with who handled it.
const shots = "test-results/contact-inbox-screens";

test("a shopper sends a message from the contact panel and staff see it in the inbox and mark it handled", async ({
  browser,
}) => {
  // Two signed-in browsers and a shopper: generous for a busy shared machine
  test.setTimeout(180_000);
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await shopper.goto("/contact-us");
  await shopper.getByRole("button", { name: "Chat with us" }).click();
  const panel = shopper.getByRole("dialog", { name: /^Talk to / });
  // A name of this run's own, so a message another journey sent is never taken for this one
  const name = `Robin Inbox ${Date.now().toString(36)}`;
  await panel.getByLabel("Your name").fill(name);
  await panel.getByRole("textbox", { name: "Email" }).fill("robin.inbox@example.com");
  await panel.getByRole("textbox", { name: "Message" }).fill("Can you install the dishwasher on a Saturday?");
  await panel.getByRole("button", { name: "Send message" }).click();
  const sent = panel.getByRole("status").filter({ hasText: "Thanks, your message is with our team" });
  await expect(sent).toBeVisible();
  const reference = /MSG-\d{6}/.exec(await sent.innerText())?.[0] ?? "";
  expect(reference).toMatch(/^MSG-\d{6}$/);

  // Staff: signed out, the inbox sends them to sign in, and back
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await staff.goto("/staff/messages");
  await expect(staff).toHaveURL(/\/account\/login\?returnUrl=%2Fstaff%2Fmessages$/);
  await staff.getByLabel("Email", { exact: true }).fill("staff@example.com");
  await staff.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(staff);
  await staff.getByRole("button", { name: "Log in" }).click();
  // Signing in reads the tokens the login page hands over, then goes back: slow on a busy machine
  await expect(staff).toHaveURL(/\/staff\/messages$/, { timeout: 30_000 });
  await expect(staff.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

  const message = staff.getByRole("article", { name: new RegExp(`^${name} ${reference}$`) });
  await expect(message).toBeVisible();
  await expect(message.getByRole("link", { name: "robin.inbox@example.com" })).toHaveAttribute(
    "href",
    `mailto:robin.inbox@example.com?subject=Your%20message%20${reference}`,
  );
  await expect(message).toContainText("/contact-us");
  await expect(message).toContainText(/Sydney time/);
  await expect(message).toContainText("Can you install the dishwasher on a Saturday?");
  await staff.screenshot({ path: `${shots}/inbox-1280.png`, fullPage: true });

  const handle = message.getByRole("button", { name: `Mark handled ${reference}` });
  await handle.click();
  await expect(message.getByRole("status")).toContainText("Handled by Sam Staff,");
  const reopen = message.getByRole("button", { name: `Reopen ${reference}` });
  await expect(reopen).toBeFocused();

  // The handled filter lists it, with who handled it, after a fresh load
  await staff.getByLabel("Show", { exact: true }).selectOption("handled");
  await staff.getByRole("button", { name: "Show messages" }).click();
  await expect(staff).toHaveURL(/\/staff\/messages\?(brand=&)?status=handled$/);
  const handled = staff.getByRole("article", { name: new RegExp(`^${name} ${reference}$`) });
  await expect(handled.getByRole("status")).toContainText("Handled by Sam Staff,");
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: `${shots}/inbox-390.png`, fullPage: true });
});
