import { expect, type Page, test } from "@playwright/test";
import { port } from "./e2e-port";
import { whenHydrated } from "./page-kit";

// The settings screen (ADR 086): an admin switches the compare page off for one brand and its shoppers
// lose it, then switches it back. The brand is one no other journey visits (andoo), so journeys running
// at the same time never meet the switched-off store.
const brand = "andoo";
const at = (path: string) => `http://${brand}.localhost:${port}${path}`;
const shots = "test-results/settings-admin-screens";

/** The compare setting's card on the screen. */
const compareCard = (page: Page) =>
  page.getByRole("form").filter({ has: page.getByRole("switch", { name: "Compare" }) });

/** Turns the compare page on or off for this brand from the screen, and waits for the screen to say so. */
async function saveCompare(admin: Page, on: boolean) {
  const card = compareCard(admin);
  const toggle = card.getByRole("switch", { name: "Compare" });
  await toggle.setChecked(on);
  await card.getByRole("button", { name: "Save Compare" }).click();
  await expect(card.getByRole("status")).toHaveText(
    `Saved: Compare is ${on ? "On" : "Off"} for Andoo Market.`,
  );
  await expect(card).toContainText(`Now for Andoo Market: ${on ? "On" : "Off"}, this brand's own value.`);
}

test("an admin switches the compare page off for a brand on the settings screen, a shopper loses it, and it comes back", async ({
  browser,
}) => {
  // Two signed-in browsers and a shopper: generous for a busy shared machine
  test.setTimeout(180_000);
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const opened = await shopper.goto(at("/compare"));
  expect(opened?.status()).toBe(200);

  // Signed out, the screen sends the admin to sign in, and back
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(at("/staff/settings"));
  await expect(admin).toHaveURL(at("/account/login?returnUrl=%2Fstaff%2Fsettings"));
  await admin.getByLabel("Email", { exact: true }).fill("admin@example.com");
  await admin.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(admin);
  await admin.getByRole("button", { name: "Log in" }).click();
  // Signing in reads the tokens the login page hands over, then goes back: slow on a busy machine
  await expect(admin).toHaveURL(at("/staff/settings"), { timeout: 30_000 });
  await expect(admin.getByRole("heading", { level: 1, name: "Store settings" })).toBeVisible();
  await expect(compareCard(admin)).toContainText("Now for Andoo Market: On, the value for every brand.");
  await admin.screenshot({ path: `${shots}/settings-1280.png`, fullPage: true });

  try {
    await saveCompare(admin, false);
    // The shopper's compare page is gone: the not-found page, with its status
    const gone = await shopper.goto(at("/compare"));
    expect(gone?.status()).toBe(404);
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Sorry, we can't find that page");

    // A value the screen refuses says why by the field, before anything is sent
    const email = admin.getByRole("textbox", { name: "Team's email address" });
    await email.fill("care at example");
    await admin.getByRole("form").filter({ has: email }).getByRole("button", { name: /^Save/ }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(
      admin.getByText("ContactUsEmail is an email address, such as customer-care@example.com"),
    ).toBeVisible();

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${shots}/settings-390.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 900 });
    await saveCompare(admin, true);
  } finally {
    // Whatever happened above, the brand's compare page is on again for the journeys after this one
    const status = await admin.evaluate(
      async (brand) =>
        (
          await fetch("/api/settings/ComparePageEnabled", {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ value: "true", brand }),
          })
        ).status,
      brand,
    );
    expect(status).toBe(200);
  }
  const back = await shopper.goto(at("/compare"));
  expect(back?.status()).toBe(200);
});
