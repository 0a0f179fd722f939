import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { preHydrationInput } from "./pre-hydration-input.ts";

/**
 * A fresh page with the head's script run in it, and `seen`: what the page's own script (React, listening
 * on the document as it does once it hydrates) is told, in order.
 */
function pageWithScript(body: string) {
  const window = new Window();
  const { document } = window;
  document.body.innerHTML = body;
  const globals = {
    document,
    Element: window.Element,
    HTMLFormElement: window.HTMLFormElement,
    HTMLInputElement: window.HTMLInputElement,
    HTMLTextAreaElement: window.HTMLTextAreaElement,
    HTMLSelectElement: window.HTMLSelectElement,
    MutationObserver: window.MutationObserver,
    Event: window.Event,
    PointerEvent: window.PointerEvent,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  };
  new Function(...Object.keys(globals), preHydrationInput)(...Object.values(globals));
  const seen: string[] = [];
  for (const type of ["click", "input"]) {
    document.addEventListener(
      type,
      (event) => seen.push(`${type} ${(event.target as unknown as Element).id}`),
      true,
    );
  }
  const byId = <T>(id: string) => document.getElementById(id) as unknown as T;
  const typeInto = (id: string, value: string) => {
    const field = byId<HTMLInputElement>(id);
    field.value = value;
    field.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  };
  const hydrate = async () => {
    document.documentElement.setAttribute("data-hydrated", "true");
    await window.happyDOM.waitUntilComplete();
  };
  return { document, seen, byId, typeInto, hydrate };
}

describe("preHydrationInput (ADR 102)", () => {
  it("keeps a tap from the page's script until it has hydrated, then replays it once however often it came", async () => {
    const { seen, byId, hydrate } = pageWithScript('<button id="cart" type="button">Cart</button>');
    const cart = byId<HTMLButtonElement>("cart");
    cart.click();
    cart.click();
    // A page hydrating at this moment would have acted on them, and then on the replay too
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual(["click cart"]);
  });

  it("replays what was typed, then the taps; a tap that comes while the replay runs waits its turn", async () => {
    const { document, seen, byId, typeInto, hydrate } = pageWithScript(
      '<input id="suburb"><button id="search" type="button">Search</button><button id="cart" type="button">Cart</button>',
    );
    typeInto("suburb", "Rich");
    byId<HTMLButtonElement>("search").click();
    // The shopper taps the cart while the typed value is being replayed
    let tapped = false;
    document.addEventListener("input", () => {
      if (tapped) return;
      tapped = true;
      byId<HTMLButtonElement>("cart").click();
    });
    seen.length = 0;
    await hydrate();
    expect(seen).toEqual(["input suburb", "click search", "click cart"]);
    expect(byId<HTMLInputElement>("suburb").value).toBe("Rich");
  });

  it("puts a tick back as the shopper left it, unless they change it again while the replay runs", async () => {
    const { document, seen, byId, typeInto, hydrate } = pageWithScript(
      '<input id="suburb"><input id="gift" type="checkbox"><input id="install" type="checkbox">',
    );
    const gift = byId<HTMLInputElement>("gift");
    const install = byId<HTMLInputElement>("install");
    gift.click();
    install.click();
    typeInto("suburb", "Rich");
    // Hydrating leaves the boxes as the page's state had them
    gift.checked = false;
    install.checked = false;
    // While the typed value is replayed, the shopper ticks the installation again themselves
    let changed = false;
    document.addEventListener("input", () => {
      if (changed) return;
      changed = true;
      install.click();
    });
    seen.length = 0;
    await hydrate();
    // The gift tick is replayed; the installation is the shopper's own click, not replayed over it
    expect(gift.checked).toBe(true);
    expect(install.checked).toBe(true);
    expect(seen).toEqual(["input suburb", "click install", "input install", "click gift", "input gift"]);
  });
});
