import { escapeMarkup as e } from "@store/domain/text";
import type { SandboxChallengeView } from "./card-sandbox.ts";
import { challengePassword, type SandboxTestCard } from "./card-sandbox-cards.ts";

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #eef1f4; }
  .banner { background: #8a4b00; color: #fff; text-align: center; padding: 0.5rem 1rem; font-weight: 600; }
  main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
  input[type="password"] { width: 100%; font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8c959f; border-radius: 6px; margin-bottom: 0.25rem; }
  .hint { font-size: 0.875rem; color: #57606a; margin: 0 0 1.25rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0969da; outline-offset: 1px; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 6px; border: 1px solid #1f2328; cursor: pointer; }
  .primary { background: #1f2328; color: #fff; }
  .secondary { background: #fff; color: #1f2328; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  code { font-size: 0.9375em; white-space: nowrap; }
`;

/** The sandbox's page frame. `nonce` allows the one inline script (the auto-submit). */
function shell(title: string, body: string, nonce?: string, autoSubmit?: string): string {
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
<div class="banner" role="note">Sandbox card acquirer — for testing, no money moves</div>
<main>${body}</main>${script}
</body>
</html>`;
}

/** A card number in groups of four (Amex 4-6-5), as printed on the card. */
function grouped(number: string): string {
  if (number.length === 15) return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** GET /sandbox/card: the test cards and how to use them. */
export function testCardsPage(cards: readonly SandboxTestCard[]): string {
  const rows = cards
    .map((card) => `<tr><td><code>${e(grouped(card.number))}</code></td><td>${e(card.label)}</td></tr>`)
    .join("\n");
  return shell(
    "Sandbox test cards",
    `<div class="card">
<h1>Test cards</h1>
<p>Pay with one of these numbers, any name, any expiry date in the future and any security code: three digits, four on American Express. A past expiry is refused as expired; any other number is refused.</p>
<table>
<caption class="hint">What the sandbox does with each number</caption>
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>On the 3-D Secure page the password is <code>${e(challengePassword)}</code>; anything else fails the check.</p>
</div>`,
  );
}

/** The issuer's 3-D Secure challenge: a password, as a bank's page would ask for a one-time code. */
export function challengePage(view: SandboxChallengeView, storeName: string, error?: string): string {
  const amount = new Intl.NumberFormat(view.currency === "NZD" ? "en-NZ" : "en-AU", {
    style: "currency",
    currency: view.currency,
  }).format(view.amount / 100);
  const action = `/sandbox/card/challenge/${view.pspReference}`;
  return shell(
    "Verify your payment — sandbox 3-D Secure",
    `<div class="card">
<h1>Verify your payment</h1>
<p>Your bank asks you to confirm this payment.</p>
${error ? `<p role="alert">${e(error)}</p>` : ""}
<dl>
<dt>Merchant</dt><dd>${e(storeName)}</dd>
<dt>Amount</dt><dd>${e(amount)}</dd>
<dt>Card</dt><dd>${view.last4 ? `ending ${e(view.last4)}` : "—"}</dd>
</dl>
<form method="post" action="${e(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="one-time-code" aria-describedby="password-hint" autofocus>
<p class="hint" id="password-hint">Sandbox: the password is <code>${e(challengePassword)}</code>. Anything else fails the check.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="continue">Continue</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
</div>`,
  );
}

/**
 * The answer to a challenge: a form that posts the signed result back to the store, sent by a script at
 * once, with a visible Continue button for a browser without scripts.
 */
export function returnPage(
  returnUrl: string,
  fields: Record<string, string>,
  passed: boolean,
  nonce: string,
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join("\n");
  return shell(
    "Returning to the store — sandbox 3-D Secure",
    `<div class="card">
<h1>${passed ? "Payment verified" : "Verification failed"}</h1>
<p>Returning you to the store…</p>
<form id="return" method="post" action="${e(returnUrl)}">
${inputs}
<button class="primary" type="submit">Continue</button>
</form>
</div>`,
    nonce,
    "return",
  );
}

/** A challenge that cannot be answered here: unknown, already answered, or finished. */
export function challengeClosedPage(message: string): string {
  return shell(
    "Payment verification — sandbox 3-D Secure",
    `<div class="card">
<h1>This verification cannot be answered</h1>
<p role="alert">${e(message)}</p>
<p>Go back to the store's checkout and try again.</p>
</div>`,
  );
}
