import { escapeMarkup as e } from "@store/domain/text";

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #eef1f4; }
  .banner { background: #8a4b00; color: #fff; text-align: center; padding: 0.5rem 1rem; font-weight: 600; }
  main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  main.narrow { max-width: 28rem; }
  .card { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
  input[type="password"], input[type="text"], input[type="email"] { width: 100%; font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8c959f; border-radius: 6px; margin-bottom: 0.25rem; }
  .lead { margin: 0 0 1.25rem; color: #57606a; }
  .check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; margin-bottom: 1.25rem; }
  .check input { width: 1.125rem; height: 1.125rem; margin: 0; }
  .errors { background: #fff1f0; border: 1px solid #cf222e; color: #a40e26; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  .errors ul { margin: 0; padding-left: 1.25rem; }
  h1 + .errors { margin-top: 1rem; }
  .note { font-size: 0.875rem; color: #57606a; margin: 1.25rem 0 0; }
  .hint { font-size: 0.875rem; color: #57606a; margin: 0 0 1.25rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0969da; outline-offset: 1px; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 6px; border: 1px solid #1f2328; cursor: pointer; }
  .primary { background: #1f2328; color: #fff; }
  .secondary { background: #fff; color: #1f2328; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  ul.purchases { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 1rem; }
  h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
  code { font-size: 0.9375em; white-space: nowrap; }
`;

/**
 * The frame of every sandbox's pages (ADR 026, 028, 035): a banner saying no money moves, no
 * resources loaded from anywhere. `nonce` allows the one inline script (an auto-submit of a form).
 */
export function sandboxPage(page: {
  title: string;
  body: string;
  banner: string;
  nonce?: string | undefined;
  autoSubmit?: string | undefined;
  /** A single small form (sign-in) reads better in a narrower column. */
  narrow?: boolean;
}): string {
  const { title, body, banner, nonce, autoSubmit, narrow } = page;
  const script =
    nonce && autoSubmit
      ? `\n<script nonce="${e(nonce)}">document.getElementById(${JSON.stringify(autoSubmit)}).submit();</script>`
      : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${styles}</style>
</head>
<body>
<div class="banner" role="note">${e(banner)}</div>
<main${narrow ? ' class="narrow"' : ""}>${body}</main>${script}
</body>
</html>`;
}
