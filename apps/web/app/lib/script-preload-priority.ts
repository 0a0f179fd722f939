const modulePreload = '<link rel="modulepreload" ';
const lowModulePreload = '<link rel="modulepreload" fetchPriority="low" ';

/**
 * The page's script preloads at low fetch priority (ADR 100), as React does for its own bootstrap
 * modules: the stylesheets and the hero image a phone paints first go ahead of the code that hydrates
 * the page. React Router's `<Scripts>` writes its `modulepreload` links with no way to set a priority,
 * so the rendered head is rewritten; only the head, where React hoists them, is searched.
 */
export function withLowPriorityScriptPreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.toString("utf8", 0, headEnd);
  if (!head.includes(modulePreload)) return html;
  return Buffer.concat([
    Buffer.from(head.replaceAll(modulePreload, lowModulePreload)),
    html.subarray(headEnd),
  ]);
}
