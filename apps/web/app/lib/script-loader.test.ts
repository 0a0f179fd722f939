import { describe, expect, it, vi } from "vitest";
import { antiFraudToken, createScriptLoader, ScriptLoadError, scriptLibrary } from "./script-loader.ts";

/** A document whose script tags load or fail when the test says, and that counts the tags added. */
function fakeDocument() {
  const added: (HTMLScriptElement & { fire(type: "load" | "error"): void })[] = [];
  const doc = {
    createElement: () => {
      const target = new EventTarget();
      const script = Object.assign(target, {
        src: "",
        async: false,
        dataset: {} as Record<string, string>,
        removed: false,
        remove() {
          script.removed = true;
        },
        fire(type: "load" | "error") {
          target.dispatchEvent(new Event(type));
        },
      });
      return script;
    },
    head: {
      appendChild: (script: (typeof added)[number]) => {
        added.push(script);
        return script;
      },
    },
  } as unknown as Document;
  return { doc, added };
}

describe("the script loader", () => {
  it("loads a library script once, from the store's own origin, however often it is asked for", async () => {
    const { doc, added } = fakeDocument();
    const loader = createScriptLoader(doc);
    const first = loader.load("pixel");
    const second = loader.load("pixel");
    expect(loader.state("pixel")).toBe("loading");
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(scriptLibrary.pixel);
    expect(added[0]?.src.startsWith("/")).toBe(true);
    added[0]?.fire("load");
    await Promise.all([first, second]);
    expect(loader.state("pixel")).toBe("loaded");
    await loader.load("pixel");
    expect(added).toHaveLength(1);
  });

  it("reports 'Failed to load script {name}' when the script fails, and may try again later", async () => {
    const { doc, added } = fakeDocument();
    const report = vi.fn();
    const loader = createScriptLoader(doc, scriptLibrary, report);
    const loading = loader.load("antiFraud");
    added[0]?.fire("error");
    await expect(loading).rejects.toThrow(new ScriptLoadError("Failed to load script antiFraud"));
    expect(report).toHaveBeenCalledWith("Failed to load script antiFraud");
    expect(loader.state("antiFraud")).toBe("failed");
    expect((added[0] as unknown as { removed: boolean }).removed).toBe(true);
    void loader.load("antiFraud").catch(() => undefined);
    expect(added).toHaveLength(2);
  });

  it("reports 'Does not exist in script library' for a name it does not know, adding no tag", async () => {
    const { doc, added } = fakeDocument();
    const report = vi.fn();
    const loader = createScriptLoader(doc, scriptLibrary, report);
    await expect(loader.load("toString")).rejects.toThrow("Does not exist in script library");
    await expect(loader.load("tracker-from-elsewhere")).rejects.toThrow("Does not exist in script library");
    expect(report).toHaveBeenCalledWith("Does not exist in script library");
    expect(added).toHaveLength(0);
  });
});

describe("the anti-fraud token", () => {
  it("is the script's token once it has loaded, else null", () => {
    expect(antiFraudToken({} as Window)).toBeNull();
    expect(antiFraudToken({ antiFraud: { token: () => "af1.abc" } } as unknown as Window)).toBe("af1.abc");
    expect(
      antiFraudToken({
        antiFraud: {
          token: () => {
            throw new Error("broken");
          },
        },
      } as unknown as Window),
    ).toBeNull();
  });
});
