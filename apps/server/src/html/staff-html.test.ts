import { describe, expect, it } from "vitest";
import { sanitizeStaffHtml } from "./staff-html.ts";

describe("sanitizeStaffHtml", () => {
  it("keeps the formatting staff write", () => {
    const html =
      '<h2>Delivery</h2><p><strong>Free</strong> over $99. <a href="https://example.com/x" title="More">More</a></p><ul><li>One</li></ul><img src="/media/a.svg" alt="A" />';
    expect(sanitizeStaffHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles, frames and javascript: links", () => {
    const out = sanitizeStaffHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><style>body{}</style><svg onload="alert(4)"></svg><a href="//evil.example">y</a></p>',
    );
    expect(out).toBe('<p>Hi<img src="x" /><a>x</a><a>y</a></p>');
  });

  it("adds noopener to links that open a new tab", () => {
    expect(sanitizeStaffHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
