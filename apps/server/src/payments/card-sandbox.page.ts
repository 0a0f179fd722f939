import { escapeMarkup as e } from "@store/domain/text";
import { sandboxPage } from "../http/sandbox-page.ts";
import type { SandboxChallengeView } from "./card-sandbox.ts";
import { challengePassword, type SandboxTestCard } from "./card-sandbox-cards.ts";

/** The card acquirer's page frame. */
const shell = (title: string, body: string, nonce?: string, autoSubmit?: string) =>
  sandboxPage({
    title,
    body,
    banner: "Sandbox card acquirer — for testing, no money moves",
    nonce,
    autoSubmit,
  });

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
