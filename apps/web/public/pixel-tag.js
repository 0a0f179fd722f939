/*
 * The store's pixel tag (ADR 069), served from the store's own origin: a page calls
 * window.pixel("track", event, data) for pagevisit, checkout and AddToCart. No third-party
 * endpoint is configured, so events are kept on the page (window.pixelEvents) for tag tests;
 * an adapter that forwards them to a real pixel replaces this file.
 */
(() => {
  window.pixelEvents = window.pixelEvents || [];
  const events = window.pixelEvents;
  const queued = typeof window.pixel === "function" && window.pixel.queue ? window.pixel.queue : [];
  const pixel = (command, event, data) => {
    if (command !== "track") return;
    events.push({ event, data: data || {}, at: Date.now() });
  };
  window.pixel = pixel;
  for (const call of queued) pixel(...call);
})();
