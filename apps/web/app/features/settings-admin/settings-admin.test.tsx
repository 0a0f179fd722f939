import { brands } from "@store/domain/brands";
import { knownSettings, type SettingsAdmin, settingGroups } from "@store/domain/settings.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordFetch } from "~/testing/recorded-fetch";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { SettingsAdminOnly, SettingsAdminPage } from "./settings-admin-page";

// What GET /api/settings/admin answers after the seed (content.seed.ts), with a stored name the store
// does not describe
const seeded: SettingsAdmin = {
  items: [
    ...knownSettings.map((s) => ({
      name: s.name,
      global: s.name.startsWith("TopNav") || s.name === "customerSupportNumber" ? null : s.fallback,
      brands: {},
    })),
    { name: "LegacyBanner", global: "on", brands: {} },
  ].map((item) =>
    item.name === "customerSupportNumber"
      ? { ...item, brands: { aol: "1300 000 500", wa: "1300 000 100" } }
      : item.name === "IntercomEnabled"
        ? { ...item, brands: { wac: "false" } }
        : item,
  ),
};

// A saved value, answered as the store does
const fetched = recordFetch<{ value: string }>((path, body) =>
  Response.json({ name: path.split("/").at(-1), value: body.value }),
);

/** The form of the setting labelled `label`. */
function formOf(label: string): HTMLElement {
  const form = screen.getAllByRole("form").find((f) => within(f).queryAllByText(label).length > 0);
  if (!form) throw new Error(`no form for ${label}`);
  return form;
}

describe("the settings screen (ADR 086)", () => {
  it("groups every setting, each with its description and this brand's value and where it comes from", () => {
    renderInDataRouter(<SettingsAdminPage settings={seeded} />, { brand: brands.aol });
    expect(screen.getByRole("heading", { level: 1, name: "Store settings" })).toBeTruthy();
    const groups = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([...settingGroups, "Other"]);
    const compare = screen.getByRole("switch", { name: "Compare" }) as HTMLInputElement;
    expect(compare.checked).toBe(true);
    const compareForm = formOf("Compare");
    expect(
      within(compareForm).getByText("Offers the compare page, the tray and every 'Add to Compare' tick box."),
    ).toBeTruthy();
    expect(compareForm.textContent).toContain(`Now for ${brands.aol.name}: On, the value for every brand.`);
    // A flag never stored reads as the store's default
    expect(formOf("Projects icon").textContent).toContain("Off, the store's default (no value stored).");
    // Text settings are labelled fields, with this brand's own value
    const phone = screen.getByRole("textbox", { name: "Support phone number" }) as HTMLInputElement;
    expect(phone.value).toBe("1300 000 500");
    expect(formOf("Support phone number").textContent).toContain("this brand's own value");
    const every = within(formOf("Support phone number")).getByRole("checkbox", { name: "For every brand" });
    expect(document.getElementById(every.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      `Brands with their own value keep it: ${brands.wa.name}, ${brands.aol.name}.`,
    );
    expect((screen.getByRole("textbox", { name: "LegacyBanner" }) as HTMLInputElement).value).toBe("on");
  });

  it("switches a flag off for this brand, showing progress, then says it saved", async () => {
    let release: () => void = () => {};
    fetched.answer = (path, body) =>
      new Promise((resolve) => {
        release = () => resolve(Response.json({ name: path.split("/").at(-1), value: body.value }));
      });
    renderInDataRouter(<SettingsAdminPage settings={seeded} />, { brand: brands.aol });
    fireEvent.click(screen.getByRole("switch", { name: "Compare" }));
    const form = formOf("Compare");
    fireEvent.click(within(form).getByRole("button", { name: "Save Compare" }));
    await waitFor(() => expect(within(form).getByRole("button", { name: "Saving… Compare" })).toBeTruthy());
    expect(form.getAttribute("aria-busy")).toBe("true");
    release();
    await waitFor(() =>
      expect(within(form).getByRole("status").textContent).toBe(
        `Saved: Compare is Off for ${brands.aol.name}.`,
      ),
    );
    expect(fetched.calls).toEqual([
      { path: "/api/settings/ComparePageEnabled", method: "PUT", body: { value: "false", brand: "aol" } },
    ]);
  });

  it("sends brand null for every brand", async () => {
    renderInDataRouter(<SettingsAdminPage settings={seeded} />, { brand: brands.fk });
    const form = formOf("RRP tip");
    fireEvent.click(within(form).getByRole("switch", { name: "RRP tip" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: /For every brand/ }));
    fireEvent.click(within(form).getByRole("button", { name: "Save RRP tip" }));
    await waitFor(() =>
      expect(within(form).getByRole("status").textContent).toBe("Saved: RRP tip is Off for every brand."),
    );
    expect(fetched.calls[0]).toEqual({
      path: "/api/settings/TipEnabled",
      method: "PUT",
      body: { value: "false", brand: null },
    });
  });

  it("checks a value as the server does: the reason by the field, focus on it, nothing sent", async () => {
    renderInDataRouter(<SettingsAdminPage settings={seeded} />, { brand: brands.aol });
    const email = screen.getByRole("textbox", { name: "Team's email address" });
    fireEvent.change(email, { target: { value: "care at example" } });
    fireEvent.click(within(formOf("Team's email address")).getByRole("button", { name: /^Save/ }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByText("ContactUsEmail is an email address, such as customer-care@example.com"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-describedby")).toContain(
      screen.getByText("ContactUsEmail is an email address, such as customer-care@example.com").id,
    );
    expect(fetched.calls).toEqual([]);
  });

  it("shows the server's 400 next to the field and moves focus there", async () => {
    fetched.answer = () =>
      Response.json({ code: "invalid", errors: ["LegacyBanner is 'on' or 'off'"] }, { status: 400 });
    renderInDataRouter(<SettingsAdminPage settings={seeded} />, { brand: brands.aol });
    // The browser checks the known settings as the server does, so only a stored name's rule is the server's alone
    const field = screen.getByRole("textbox", { name: "LegacyBanner" });
    fireEvent.change(field, { target: { value: "maybe" } });
    fireEvent.click(within(formOf("LegacyBanner")).getByRole("button", { name: "Save LegacyBanner" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("LegacyBanner is 'on' or 'off'")).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it("tells staff without the admin role whose page it is", () => {
    renderInDataRouter(<SettingsAdminOnly />);
    expect(screen.getByRole("heading", { level: 1, name: "Store settings are for admins" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/account");
  });
});
