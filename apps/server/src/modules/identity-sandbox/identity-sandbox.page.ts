import type { SandboxAuthorizeQuery } from "@store/domain/identity-sandbox.schema";
import { escapeMarkup as e } from "@store/domain/text";
import { sandboxPage } from "../../http/sandbox-page.ts";

/** What the sign-in form shows again after a refusal: the typed values and what was wrong. */
export interface SandboxFormState {
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
  errors: string[];
}

const shell = (title: string, body: string) =>
  sandboxPage({ title, body, banner: "Sandbox sign-in — for testing", narrow: true });

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
