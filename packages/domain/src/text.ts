/** Cuts text to `max` characters, ending with an ellipsis when cut (default 84, storefront s.9). */
export function truncate(text: string, max = 84): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** 24-hour 'HH:mm' as 12-hour time: '17:30' -> '5:30pm', '09:00' -> '9am'. */
export function twelveHourTime(time24: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time24);
  if (!match) return time24;
  const hours = Number(match[1]);
  const minutes = match[2] ?? "00";
  const suffix = hours >= 12 ? "pm" : "am";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === "00" ? `${hour12}${suffix}` : `${hour12}:${minutes}${suffix}`;
}

const markupEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text made safe inside HTML, XML or SVG, as element content or a quoted attribute value: the one
 * escaper of the store (mail bodies, sitemaps, generated pictures). The entities it writes mean the same
 * in HTML and XML.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => markupEscapes[ch] ?? ch);
}

/** A count with its noun in the right number: countOf(1, "item") is '1 item', countOf(3, "delivery", "deliveries") '3 deliveries'. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
