import sanitizeHtml from "sanitize-html";

/**
 * What staff-written HTML (alert banner, static pages) may hold: text formatting, headings, lists, tables,
 * links and pictures. No scripts, event handlers, styles, frames or forms, and links only to web, mail and
 * phone addresses, so whoever writes a banner cannot run code in a shopper's page (ADR 016).
 */
const staffHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"), "img"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    "*": ["id", "class", "lang", "dir"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link that opens a new tab must not hand the store's window to the page it opens.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

/** Staff-written HTML made safe to render as markup: everything that could run code is removed. */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, staffHtmlOptions);
}
