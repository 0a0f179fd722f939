import { type Browser, expect, type Page, test } from "@playwright/test";
import { sidewaysOverflow, whenHydrated } from "./page-kit";

// Staff follow up their projects on the store's own reminders page (ADR 046): create a reminder due
// today, see it due today and counted, mark it done, archive it. Each viewport signs in as another
// staff member, so the two journeys running at once never meet.
const shots = "test-results/reminders-screens";

/** Signs in through the login page the reminders page sends a signed-out visitor to, and comes back. */
async function staffOnReminders(
  browser: Browser,
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/staff/reminders");
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fstaff%2Freminders$/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/reminders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reminders", exact: true })).toBeVisible();
  return page;
}

/** The number a count of the reminders/stats panel shows. */
async function countOf(page: Page, label: string): Promise<number> {
  const stat = page.locator(".reminders__stat", { has: page.getByText(label, { exact: true }) });
  return Number(await stat.locator("dd").textContent());
}

for (const { name, email, viewport } of [
  { name: "desktop", email: "staff@example.com", viewport: { width: 1280, height: 900 } },
  { name: "390 px", email: "staff2@example.com", viewport: { width: 390, height: 844 } },
]) {
  test(`reminders at ${name}: create one due today, see it due, mark it done, archive it`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await staffOnReminders(browser, email, viewport);
    const slug = name.replace(/\W+/g, "-");
    const note = `Ring the customer about the oven (${name} ${Date.now()})`;
    const dueToday = await countOf(page, "Due today");
    const notice = page.getByRole("region", { name: "Reminders", exact: true }).getByRole("status");

    // Create: the form starts on the project's store's today
    const form = page.getByRole("region", { name: "New reminder" });
    const project = form.getByLabel("Project");
    await expect(project.locator("option")).not.toHaveCount(0);
    const projectLabel = (await project.locator("option:checked").textContent()) ?? "";
    const ref = projectLabel.split(" ")[0] ?? "";
    await form.getByLabel("Note").fill(note);
    await page.screenshot({ path: `${shots}/${slug}-1-form.png`, fullPage: true });
    await form.getByRole("button", { name: "Add reminder" }).click();
    await expect(notice).toContainText(`Reminder added for ${ref}`);

    // Due today shows: in the open list with its badge, and counted
    const item = page.getByRole("listitem").filter({ hasText: note });
    const open = page.getByRole("region", { name: /^Open \(\d+\)$/ });
    await expect(open.getByRole("listitem").filter({ hasText: note })).toBeVisible();
    await expect(item.getByText("Due today", { exact: true })).toBeVisible();
    await expect.poll(() => countOf(page, "Due today")).toBe(dueToday + 1);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${slug}-2-due-today.png`, fullPage: true });

    // Edit mode: the day and note open in place, focus goes in and comes back to Edit
    await item.getByRole("button", { name: "Edit" }).click();
    const edit = item.getByRole("form", { name: /^Edit the reminder for/ });
    await expect(edit.getByLabel("Due on")).toBeFocused();
    await edit.getByLabel("Note").fill(`${note} (call after 3pm)`);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(notice).toContainText(`Reminder for ${ref} saved`);
    await expect(item.getByText(`${note} (call after 3pm)`)).toBeVisible();
    await expect(item.getByRole("button", { name: "Edit" })).toBeFocused();

    // Mark done: it moves to Done, no longer counted as due
    await item.getByRole("button", { name: "Mark done" }).click();
    await expect(notice).toContainText(`Reminder for ${ref} marked done.`);
    const done = page.getByRole("region", { name: /^Done \(\d+\)$/ });
    await expect(done.getByRole("listitem").filter({ hasText: note })).toBeVisible();
    await expect.poll(() => countOf(page, "Due today")).toBe(dueToday);
    await expect(item.getByRole("button", { name: "Mark not done" })).toBeVisible();
    await page.screenshot({ path: `${shots}/${slug}-3-done.png`, fullPage: true });

    // Archive: it moves to Archived, where it can be restored
    await item.getByRole("button", { name: "Archive" }).click();
    await expect(notice).toContainText(`Reminder for ${ref} archived.`);
    const archived = page.getByRole("region", { name: /^Archived \(\d+\)$/ });
    await expect(archived.getByRole("listitem").filter({ hasText: note })).toBeVisible();
    await expect(item.getByRole("button", { name: "Restore" })).toBeVisible();
    await expect(done.getByRole("listitem").filter({ hasText: note })).toHaveCount(0);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${slug}-4-archived.png`, fullPage: true });

    // Nothing is wider than the screen at either size
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
}

test("a customer at the reminders address gets the staff-only page", async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto("/staff/reminders");
  await page.getByLabel("Email", { exact: true }).fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reminders are for staff" })).toBeVisible();
  await expect(page.getByRole("region", { name: "New reminder" })).toHaveCount(0);
  await page.close();
});
