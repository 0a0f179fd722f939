import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { steppedOption, useCombobox } from "./use-combobox";

const fruit = ["Apple", "Banana", "Cherry"];

/** A bare combobox on the hook: the popup is ready once `ready`, options are fruit. */
function Harness({
  ready = true,
  options = fruit,
  onChoose = () => {},
  onEnter,
  onEscape,
}: {
  ready?: boolean;
  options?: string[];
  onChoose?: (index: number) => void;
  onEnter?: () => void;
  onEscape?: (wasOpen: boolean) => boolean;
}) {
  const combobox = useCombobox({ listId: "list", count: options.length, ready, onChoose, onEnter, onEscape });
  return (
    <div>
      <input aria-label="Fruit" {...combobox.inputProps} onFocus={() => combobox.setOpen(true)} />
      <div id="list" role="listbox" hidden={!combobox.expanded}>
        {options.map((name, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: reached with aria-activedescendant, as in the app
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
          <div key={name} {...combobox.optionProps(index)} role="option" onClick={() => onChoose(index)}>
            {name}
          </div>
        ))}
      </div>
    </div>
  );
}

const input = () => screen.getByRole("combobox", { name: "Fruit" });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });

describe("steppedOption", () => {
  it("wraps at both ends, and starts from the first or the last", () => {
    expect(steppedOption("ArrowDown", -1, 3)).toBe(0);
    expect(steppedOption("ArrowDown", 2, 3)).toBe(0);
    expect(steppedOption("ArrowUp", -1, 3)).toBe(2);
    expect(steppedOption("ArrowUp", 0, 3)).toBe(2);
    expect(steppedOption("ArrowUp", 2, 3)).toBe(1);
  });
});

describe("useCombobox", () => {
  afterEach(cleanup);

  it("starts collapsed, with the list's id and no active option", () => {
    render(<Harness />);
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(input().getAttribute("aria-controls")).toBe("list");
    expect(input().getAttribute("aria-autocomplete")).toBe("list");
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("opens on Down and moves the active option with the arrows, wrapping", () => {
    render(<Harness />);
    key("ArrowDown");
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(input().getAttribute("aria-activedescendant")).toBe("list-0");
    expect(screen.getByRole("option", { name: "Apple" }).getAttribute("aria-selected")).toBe("true");
    key("ArrowUp");
    expect(input().getAttribute("aria-activedescendant")).toBe("list-2");
    key("ArrowDown");
    expect(input().getAttribute("aria-activedescendant")).toBe("list-0");
  });

  it("chooses the active option with Enter, else hands Enter over", () => {
    const onChoose = vi.fn();
    const onEnter = vi.fn();
    render(<Harness onChoose={onChoose} onEnter={onEnter} />);
    key("Enter");
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
    key("ArrowDown");
    key("ArrowDown");
    key("Enter");
    expect(onChoose).toHaveBeenCalledWith(1);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it("never lets Enter submit a surrounding form", () => {
    render(<Harness />);
    const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    input().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("closes on Escape and keeps the key when it closed something", () => {
    const outside = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: listens for the key the combobox lets through
      <div onKeyDown={(event) => outside(event.key)}>
        <Harness />
      </div>,
    );
    key("ArrowDown");
    key("Escape");
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
    expect(outside).not.toHaveBeenCalledWith("Escape");
    // Closed already: Escape goes on to whatever is around the box
    key("Escape");
    expect(outside).toHaveBeenCalledWith("Escape");
  });

  it("lets the caller keep Escape on a closed popup", () => {
    const onEscape = vi.fn(() => true);
    render(<Harness onEscape={onEscape} />);
    key("Escape");
    expect(onEscape).toHaveBeenCalledWith(false);
  });

  it("stays collapsed until the options are ready, and with none to show", () => {
    const { rerender } = render(<Harness ready={false} />);
    fireEvent.focus(input());
    expect(input().getAttribute("aria-expanded")).toBe("false");
    rerender(<Harness ready />);
    expect(input().getAttribute("aria-expanded")).toBe("true");
    rerender(<Harness options={[]} />);
    expect(input().getAttribute("aria-expanded")).toBe("false");
    key("ArrowDown");
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("follows the mouse over the options", () => {
    render(<Harness />);
    key("ArrowDown");
    fireEvent.mouseMove(screen.getByRole("option", { name: "Cherry" }));
    expect(input().getAttribute("aria-activedescendant")).toBe("list-2");
  });
});
