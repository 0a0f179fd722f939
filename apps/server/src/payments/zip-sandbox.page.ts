import { brands, formatMoney } from "@store/domain/brands";
import { escapeMarkup as e } from "@store/domain/text";
import { sandboxPage } from "../http/sandbox-page.ts";
import {
  type ZipDevicePurchase,
  zipAutoAnswerSeconds,
  zipSandboxBase,
  zipSandboxCodes,
} from "./zip-sandbox.ts";

const shell = (title: string, body: string) =>
  sandboxPage({ title, body, banner: "Sandbox Zip app — for testing, no money moves" });

const codeForm = (code = "") => `<form method="get" action="${zipSandboxBase}/device">
<label for="code">Your Zip code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="off" pattern="[0-9]{6}" maxlength="6" required value="${e(code)}" aria-describedby="code-hint">
<p class="hint" id="code-hint">The 6 digits the store's staff typed in.</p>
<div class="actions"><button class="primary" type="submit">Open my purchases</button></div>
</form>`;

/** GET /sandbox/zip: the test codes, and the way into the customer's 'app'. */
export function zipHomePage(): string {
  const rows = zipSandboxCodes
    .map((c) => `<tr><td><code>${e(c.code)}</code></td><td>${e(c.label)}</td></tr>`)
    .join("\n");
  return shell(
    "Zip in store — sandbox",
    `<div class="card">
<h1>Zip in store (sandbox)</h1>
<p>Staff enter the customer's 6-digit code at checkout; the customer approves the purchase here, as in their Zip app.</p>
<table><caption class="hint">Codes that answer by themselves after ${zipAutoAnswerSeconds} seconds</caption>
<thead><tr><th scope="col">Code</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p>Any other 6 digits wait for an answer on this page.</p>
${codeForm()}
</div>`,
  );
}

/** GET /sandbox/zip/device?code=: the purchases waiting for this customer, each to approve or decline. */
export function zipDevicePage(
  code: string,
  purchases: readonly ZipDevicePurchase[],
  notice?: string,
): string {
  const items = purchases
    .map((p) => {
      const brand = brands[p.brand];
      return `<li class="card">
<h2>${e(brand.name)}</h2>
<p>${e(formatMoney(p.amount, brand))} <span class="hint">(${e(p.currency)})</span></p>
<form method="post" action="${zipSandboxBase}/device/${e(p.providerReference)}">
<input type="hidden" name="code" value="${e(code)}">
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Approve ${e(formatMoney(p.amount, brand))}</button>
<button class="secondary" type="submit" name="action" value="decline">Decline</button>
</div>
</form>
</li>`;
    })
    .join("\n");
  return shell(
    "Your Zip purchases — sandbox",
    `<h1>Purchases waiting for you</h1>
${notice ? `<p role="status">${e(notice)}</p>` : ""}
${purchases.length > 0 ? `<ul class="purchases">${items}</ul>` : `<p>Nothing is waiting for code ${e(code)}.</p>`}
<div class="card">${codeForm(code)}</div>`,
  );
}
