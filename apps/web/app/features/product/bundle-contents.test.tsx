import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BundleContents } from "./bundle-contents";

afterEach(cleanup);

describe("BundleContents", () => {
  it("lists a bundle's contents under its own heading, in order", () => {
    render(<BundleContents items={["Soundbar", "Wireless subwoofer", "HDMI cable"]} />);
    const section = screen.getByRole("region", { name: "In this bundle" });
    const items = within(section)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual(["Soundbar", "Wireless subwoofer", "HDMI cable"]);
  });

  it("shows nothing for a single product", () => {
    const { container } = render(<BundleContents items={[]} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("heading", { name: "In this bundle" })).toBeNull();
  });
});
