declare global {
  interface Window {
    Intercom?: (command: string, options?: Record<string, unknown>) => void;
    intercomSettings?: Record<string, unknown>;
  }
}

let loading: Promise<void> | null = null;

/**
 * Loads Intercom's messenger for the brand's app id the first time the shopper asks for it (never before:
 * a third-party script costs every page), boots it without its own launcher (ours stays where it covers
 * nothing) and shows it. Rejects when the script cannot load, so the caller can offer the contact panel.
 */
export function openIntercom(appId: string, message?: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const settings = { app_id: appId, hide_default_launcher: true };
    window.intercomSettings = settings;
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    script.onload = () => {
      window.Intercom?.("boot", settings);
      resolve();
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Failed to load script intercom"));
    };
    document.head.append(script);
  });
  // A message a page wrote for the shopper opens Intercom's composer with it, ready to send
  return loading.then(() =>
    message ? window.Intercom?.("showNewMessage", { message }) : window.Intercom?.("show"),
  );
}
