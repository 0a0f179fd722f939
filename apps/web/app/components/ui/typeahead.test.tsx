import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Typeahead } from "./typeahead";

interface Place {
  id: string;
  name: string;
}

const places: Place[] = [
  { id: "1", name: "Ben Buckler, NSW 2026" },
  { id: "2", name: "Bondi, NSW 2026" },
  { id: "3", name: "Bondi Beach, NSW 2026" },
];

function setup(found: Place[] = places, extra: { onEscape?: () => void } = {}) {
  const search = vi.fn(async (_query: string, _signal: AbortSignal) => found);
  const onSelect = vi.fn();
  render(
    <Typeahead<Place>
      label="Delivery Postcode"
      placeholder="Enter delivery Postcode"
      minChars={2}
      waitMs={400}
      maxOptions={100}
      listMaxHeightPx={180}
      search={search}
      optionLabel={(p) => p.name}
      optionKey={(p) => p.id}
      onSelect={onSelect}
      noResults={<p>No Results Found</p>}
      onEscape={extra.onEscape}
    />,
  );
  const input = screen.getByRole("combobox", { name: "Delivery Postcode" });
  return { search, onSelect, input };
}

async function type(input: HTMLElement, value: string, waitMs = 400) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(waitMs);
  });
}

describe("Typeahead", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is a labelled combobox with the placeholder, collapsed at first", () => {
    const { input } = setup();
    expect(input.getAttribute("placeholder")).toBe("Enter delivery Postcode");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
  });

  it("does not search under 2 characters", async () => {
    const { input, search } = setup();
    await type(input, "2", 1000);
    await type(input, " 2 ", 1000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("waits 400 ms after the last keystroke, then searches once with the trimmed text", async () => {
    const { input, search } = setup();
    fireEvent.change(input, { target: { value: "20" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    fireEvent.change(input, { target: { value: "202" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(399);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe("202");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe(
      "3 results available. Use the up and down arrows to choose.",
    );
  });

  it("lists at most the maximum number of options in a list of limited height", async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: String(i), name: `Place ${i}` }));
    const { input } = setup(many);
    await type(input, "pl");
    expect(screen.getAllByRole("option")).toHaveLength(100);
    expect(screen.getByRole("listbox").style.maxHeight).toBe("180px");
  });

  it("shows and announces the empty result", async () => {
    const { input } = setup([]);
    await type(input, "9999");
    expect(screen.getByText("No Results Found")).toBeTruthy();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("No results");
  });

  it("moves with the arrow keys and chooses with Enter", async () => {
    const { input, onSelect } = setup();
    await type(input, "2026");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const third = screen.getAllByRole("option")[2];
    expect(third?.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(third?.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getAllByRole("option")[0]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith(places[2]);
    expect((input as HTMLInputElement).value).toBe("Bondi Beach, NSW 2026");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("chooses with a click", async () => {
    const { input, onSelect } = setup();
    await type(input, "2026");
    fireEvent.click(screen.getByRole("option", { name: "Bondi, NSW 2026" }));
    expect(onSelect).toHaveBeenCalledWith(places[1]);
  });

  it("Escape closes the list first, then hands back control", async () => {
    const onEscape = vi.fn();
    const { input } = setup(places, { onEscape });
    await type(input, "2026");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it("ignores an older answer that arrives after a newer search started", async () => {
    let resolveFirst: (value: Place[]) => void = () => {};
    const search = vi
      .fn<(query: string, signal: AbortSignal) => Promise<Place[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementationOnce(async () => [places[0] as Place]);
    render(
      <Typeahead<Place>
        label="Where"
        minChars={2}
        waitMs={400}
        maxOptions={100}
        listMaxHeightPx={180}
        search={search}
        optionLabel={(p) => p.name}
        optionKey={(p) => p.id}
        onSelect={() => {}}
        noResults="None"
      />,
    );
    const input = screen.getByRole("combobox", { name: "Where" });
    await type(input, "bo");
    await type(input, "ben");
    await act(async () => {
      resolveFirst(places);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByRole("option")).toHaveLength(1);
    expect(search.mock.calls[0]?.[1].aborted).toBe(true);
  });
});
