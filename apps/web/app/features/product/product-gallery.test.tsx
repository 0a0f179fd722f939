import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductGallery } from "./product-gallery";

const images = ["/a.svg", "/b.svg", "/c.svg"];

describe("ProductGallery", () => {
  afterEach(cleanup);

  it("shows the first picture, and another when its thumbnail is pressed", () => {
    render(<ProductGallery images={images} title="Oven" ribbon="sale" />);
    expect(screen.getByRole("img", { name: "Oven, picture 1 of 3" }).getAttribute("src")).toBe("/a.svg");
    fireEvent.click(screen.getByRole("button", { name: "Show picture 2 of 3" }));
    expect(screen.getByRole("img", { name: "Oven, picture 2 of 3" }).getAttribute("src")).toBe("/b.svg");
    expect(screen.getByRole("button", { name: "Show picture 2 of 3" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByText("Sale")).toBeTruthy();
  });

  it("moves between thumbnails with the arrow keys, Home and End", () => {
    render(<ProductGallery images={images} title="Oven" ribbon={null} />);
    const first = screen.getByRole("button", { name: "Show picture 1 of 3" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Show picture 3 of 3");
    expect(screen.getByRole("img", { name: "Oven, picture 3 of 3" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(screen.getByRole("img", { name: "Oven, picture 2 of 3" })).toBeTruthy();
  });

  it("has no thumbnails for a single picture, and the title as its text", () => {
    render(<ProductGallery images={["/a.svg"]} title="Kettle" ribbon={null} />);
    expect(screen.getByRole("img", { name: "Kettle" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
