/** 'fisher-paykel_dishwashers' -> 'Fisher Paykel Dishwashers': a readable title until a page's own data loads. */
export function titleFromUri(uri: string | undefined): string {
  const words = (uri ?? "")
    .replace(/[-_+]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words
    ? words.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())
    : "Page";
}

/** The last segment of a splat path ('kitchen/ovens' -> 'ovens'). */
export function lastPathSegment(path: string | undefined): string {
  return (path ?? "").split("/").filter(Boolean).pop() ?? "";
}
