/** The script loader's states of one script (storefront s.4). */
export type ScriptState = "loading" | "loaded" | "failed";

/**
 * The scripts the store may load, by name: all served by the store itself from its own origin (the page's
 * CSP allows scripts from 'self' only; ADR 069). Nothing is fetched from a third party.
 */
export const scriptLibrary = {
  /** The pixel tag: defines window.pixel and forwards what was queued before it loaded. */
  pixel: "/pixel-tag.js",
  /** The anti-fraud script: gives the checkout a device fingerprint token (fraudCheckToken). */
  antiFraud: "/anti-fraud.js",
} as const satisfies Record<string, string>;

export type ScriptName = keyof typeof scriptLibrary;

/** What the loader reports when a script cannot be had (storefront s.8). */
export const scriptMessages = {
  failed: (name: string) => `Failed to load script ${name}`,
  unknown: "Does not exist in script library",
} as const;

/** A script that could not be loaded, with the spec's message. */
export class ScriptLoadError extends Error {
  override readonly name = "ScriptLoadError";
}

export interface ScriptLoader {
  /** Loads a library script once (later calls share the first load); rejects with the spec's message. */
  load(name: string): Promise<void>;
  /** The script's state, or null before it was asked for. */
  state(name: string): ScriptState | null;
}

/**
 * A loader over one document: each library script gets one <script async> tag, however often it is
 * asked for. A failed load is reported (logged) and may be tried again by a later call.
 */
export function createScriptLoader(
  doc: Document,
  library: Record<string, string> = scriptLibrary,
  report: (message: string) => void = (message) => console.error(message),
): ScriptLoader {
  const states = new Map<string, ScriptState>();
  const pending = new Map<string, Promise<void>>();
  return {
    state: (name) => states.get(name) ?? null,
    load(name) {
      const src = Object.hasOwn(library, name) ? library[name] : undefined;
      if (!src) {
        report(scriptMessages.unknown);
        return Promise.reject(new ScriptLoadError(scriptMessages.unknown));
      }
      if (states.get(name) === "loaded") return Promise.resolve();
      const running = pending.get(name);
      if (running) return running;
      states.set(name, "loading");
      const loading = new Promise<void>((resolve, reject) => {
        const script = doc.createElement("script");
        script.src = src;
        script.async = true;
        script.dataset.scriptName = name;
        script.addEventListener("load", () => {
          states.set(name, "loaded");
          pending.delete(name);
          resolve();
        });
        script.addEventListener("error", () => {
          states.set(name, "failed");
          pending.delete(name);
          // The tag goes, so a later call can try again with a fresh one
          script.remove();
          const message = scriptMessages.failed(name);
          report(message);
          reject(new ScriptLoadError(message));
        });
        doc.head.appendChild(script);
      });
      pending.set(name, loading);
      return loading;
    },
  };
}

let pageLoader: ScriptLoader | null = null;

/** The page's script loader (browser only). */
export function scriptLoader(): ScriptLoader {
  pageLoader = pageLoader ?? createScriptLoader(document);
  return pageLoader;
}

declare global {
  interface Window {
    /** Set by the anti-fraud script (public/anti-fraud.js). */
    antiFraud?: { token(): string };
  }
}

/** The anti-fraud script's device token for the checkout's fraudCheckToken; null until it has loaded. */
export function antiFraudToken(win: Window = window): string | null {
  try {
    const token = win.antiFraud?.token();
    return typeof token === "string" && token.length > 0 && token.length <= 2000 ? token : null;
  } catch {
    return null;
  }
}
