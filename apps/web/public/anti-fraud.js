/*
 * The store's anti-fraud script (ADR 069), served from the store's own origin, never a third party:
 * it gives the checkout a device token (fraudCheckToken) from a per-tab random id and coarse device
 * facts. window.antiFraud.token() answers the same token for the life of the tab.
 */
(() => {
  const key = "anti-fraud-device";
  const randomId = () => {
    const bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  };
  let id = null;
  try {
    id = window.sessionStorage.getItem(key);
    if (!id) {
      id = randomId();
      window.sessionStorage.setItem(key, id);
    }
  } catch {
    // Storage blocked: a token for this page only
    id = id || randomId();
  }
  const screenSize = window.screen ? `${window.screen.width}x${window.screen.height}` : "";
  const facts = [screenSize, new Date().getTimezoneOffset(), navigator.language || ""].join("|");
  const token = `af1.${id}.${btoa(facts).replace(/=+$/, "")}`;
  window.antiFraud = { token: () => token };
})();
