import type { SandboxAuthorizeQuery } from "@store/domain/identity-sandbox.schema";
import { escapeMarkup as e } from "@store/domain/text";

/** What the sign-in form shows again after a refusal: the typed values and what was wrong. */
export interface SandboxFormState {
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
  errors: string[];
}

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #eef1f4; }
  .banner { background: #8a4b00; color: #fff; text-align: center; padding: 0.5rem 1rem; font-weight: 600; letter-spacing: 0.01em; }
  main { max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
  .lead { margin: 0 0 1.25rem; color: #57606a; }
  label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
  input[type="email"], input[type="text"] { width: 100%; font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8c959f; border-radius: 6px; margin-bottom: 1rem; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0969da; outline-offset: 1px; }
  .check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; margin-bottom: 1.25rem; }
  .check input { width: 1.125rem; height: 1.125rem; margin: 0; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 6px; border: 1px solid #1f2328; cursor: pointer; }
  .primary { background: #1f2328; color: #fff; }
  .secondary { background: #fff; color: #1f2328; }
  .errors { background: #fff1f0; border: 1px solid #cf222e; color: #a40e26; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  .errors ul { margin: 0; padding-left: 1.25rem; }
  h1 + .errors { margin-top: 1rem; }
  .note { font-size: 0.875rem; color: #57606a; margin: 1.25rem 0 0; }
  code { font-size: 0.875em; word-break: break-all; }
`;

function shell(title: string, body: string): string {
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
<div class="banner" role="note">Sandbox sign-in — for testing</div>
<main>${body}</main>
</body>
</html>`;
}

function errorList(errors: string[]): string {
  if (errors.length === 0) return "";
  return `<div class="errors" role="alert"><ul>${errors.map((m) => `<li>${e(m)}</li>`).join("")}</ul></div>`;
}

/** The parameters of the authorization request, carried through the form unchanged. */
function hiddenFields(request: SandboxAuthorizeQuery): string {
  const fields: [string, string][] = [
    ["client_id", request.client_id],
    ["redirect_uri", request.redirect_uri],
    ["response_type", request.response_type],
    ["scope", request.scope],
    ["state", request.state],
    ["nonce", request.nonce],
    ["code_challenge", request.code_challenge],
    ["code_challenge_method", request.code_challenge_method],
  ];
  return fields.map(([name, value]) => `<input type="hidden" name="${name}" value="${e(value)}">`).join("\n");
}

/** The sandbox's sign-in page: who to sign in as, instead of a password (ADR 026). */
export function sandboxSignInPage(
  storeName: string,
  request: SandboxAuthorizeQuery,
  form: SandboxFormState,
): string {
  return shell(
    "Sandbox sign-in — for testing",
    `<div class="card">
<h1>Sign in to ${e(storeName)}</h1>
<p class="lead">This stands in for Google, Apple or Facebook. Type who you want to be: no password is asked and no real account is used.</p>
${errorList(form.errors)}
<form method="post" action="authorize">
${hiddenFields(request)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${e(form.email)}" placeholder="you@example.com">
<label for="given_name">First name</label>
<input id="given_name" name="given_name" type="text" autocomplete="given-name" required maxlength="60" value="${e(form.givenName)}">
<label for="family_name">Last name</label>
<input id="family_name" name="family_name" type="text" autocomplete="family-name" required maxlength="60" value="${e(form.familyName)}">
<label class="check"><input name="email_verified" type="checkbox" value="true"${form.emailVerified ? " checked" : ""}> Email verified</label>
<div class="actions">
<button class="primary" type="submit" name="action" value="continue">Continue</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<p class="note">The store receives this address, whether it is verified, and the names. A sandbox identity never signs in to an account that has a password.</p>
</div>`,
  );
}

/** The page for a request the sandbox cannot send back to its client (unknown client, foreign callback, bad parameters). */
export function sandboxErrorPage(errors: string[]): string {
  return shell(
    "Sandbox sign-in — request refused",
    `<div class="card">
<h1>This sign-in request cannot be answered</h1>
${errorList(errors)}
<p class="note">Start again from the store's sign-in page.</p>
</div>`,
  );
}
