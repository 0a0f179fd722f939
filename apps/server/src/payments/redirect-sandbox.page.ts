import { brands, formatMoney } from "@store/domain/brands";
import { escapeMarkup as e } from "@store/domain/text";
import { sandboxPage } from "../http/sandbox-page.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
import {
  captureDeclinedCents,
  type RedirectSandboxProfile,
  type SandboxCheckoutView,
} from "./redirect-sandbox.ts";

const shell = (profile: RedirectSandboxProfile, title: string, body: string) =>
  sandboxPage({ title, body, banner: `Sandbox ${profile.name} — for testing, no money moves` });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** GET {base}: what the sandbox does, and the amounts that trigger its other answers. */
export function redirectHomePage(profile: RedirectSandboxProfile): string {
  const rows = [
    ...(profile.page.notes ?? []),
    ["Approve on the approval page", "The store captures on your return: the order is placed."],
    ["Cancel on the approval page", "You return to the store's checkout; nothing is charged."],
    ...(profile.extraActions.includes("decline")
      ? [["Decline on the approval page", `${profile.name} declines the application.`]]
      : []),
    ...(profile.extraActions.includes("refer")
      ? [
          [
            "Refer on the approval page",
            `The application goes to ${profile.name}'s review desk (${profile.base}/review); the order waits until a reviewer approves or declines it.`,
          ],
        ]
      : []),
    ...(profile.capturesOnApproval
      ? [
          [
            `${dollars(infrastructureFaultAmount)}`,
            `The infrastructure fault: ${profile.name} takes the payment, then the way back to the store is lost; the store learns of it from the callback and must never charge twice.`,
          ],
        ]
      : [
          [
            `An amount ending in .${captureDeclinedCents} (e.g. $120.${captureDeclinedCents})`,
            "Approved by the shopper, then the capture is declined.",
          ],
          [
            `${dollars(infrastructureFaultAmount)}`,
            "The infrastructure fault: the checkout and the capture are made, then the answer is lost; the store must find them, never charge twice. A capture or refund of $66.70 from the orders desk is made and its answer lost the same way.",
          ],
        ]),
    [
      "An amount with odd cents",
      "Each webhook to the store is delivered twice: the store must apply it once.",
    ],
    ...(profile.limits
      ? [
          [
            `Below ${dollars(profile.limits.minimum)} or above ${dollars(profile.limits.maximum)}`,
            "Outside the merchant's limits: the store refuses the method before sending you here.",
          ],
        ]
      : []),
    [
      `Not approved within ${profile.checkoutMinutes >= 60 ? `${profile.checkoutMinutes / 60} hours` : `${profile.checkoutMinutes} minutes`}`,
      "The checkout expires.",
    ],
  ];
  const body = rows
    .map(([what, then]) => `<tr><td>${e(what ?? "")}</td><td>${e(then ?? "")}</td></tr>`)
    .join("\n");
  return shell(
    profile,
    `${profile.name} — sandbox`,
    `<div class="card">
<h1>${e(profile.name)} (sandbox)</h1>
<p>The store sends shoppers here to approve a payment, as the real ${e(profile.name)} does, and confirms it with this sandbox when they come back.</p>
<table><caption class="hint">What happens</caption>
<thead><tr><th scope="col">When</th><th scope="col">Then</th></tr></thead>
<tbody>
${body}
</tbody></table>
</div>`,
  );
}

/** The approval page: the merchant, the amount, and the shopper's choices (Klarna's widget also asks the email). */
export function redirectApprovalPage(profile: RedirectSandboxProfile, view: SandboxCheckoutView): string {
  const brand = brands[view.brand];
  const amount = formatMoney(view.amount, brand);
  const extra = [
    profile.extraActions.includes("decline")
      ? `<button class="secondary" type="submit" name="action" value="decline">Decline (as ${e(profile.name)})</button>`
      : "",
    profile.extraActions.includes("refer")
      ? `<button class="secondary" type="submit" name="action" value="refer">Refer for review</button>`
      : "",
  ].join("\n");
  const email = profile.refusesEmail
    ? `<label for="email">Email</label>
<input type="email" id="email" name="email" value="${e(view.shopperEmail)}" autocomplete="email" required maxlength="254" aria-describedby="email-hint">
<p class="hint" id="email-hint">Sandbox: <code>customer+au@klarna.com</code> is approved; <code>customer+au+denied@klarna.com</code> is refused.</p>`
    : "";
  return shell(
    profile,
    `${profile.name} — ${profile.page.heading ?? "approve your payment"}`,
    `<div class="card">
<h1>${e(profile.name)}: ${e(profile.page.heading ?? "approve your payment")}</h1>
<p class="lead">${e(profile.page.product(view, (cents) => formatMoney(cents, brand)))}</p>
<dl>
<dt>Merchant</dt><dd>${e(brand.name)}</dd>
<dt>Amount</dt><dd>${e(amount)} <span class="hint">(${e(view.currency)})</span></dd>
${profile.refusesEmail ? "" : `<dt>Account</dt><dd>${e(view.shopperEmail)}</dd>`}
</dl>
<form method="post" action="${e(profile.base)}/checkout/${e(view.token)}">
${email}
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">${e(profile.page.approve(amount))}</button>
${extra}
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${e(profile.page.cancel)}</button>
</div>
</form>
<p class="note">Reference ${e(view.token)}</p>
</div>`,
  );
}

/** A checkout that cannot be answered (unknown, answered, cancelled or expired). */
export function redirectClosedPage(profile: RedirectSandboxProfile, message: string): string {
  return shell(
    profile,
    `${profile.name} — sandbox`,
    `<div class="card"><h1>${e(profile.name)}</h1><p role="status">${e(message)}</p></div>`,
  );
}

/** The review desk (Zip): referred applications, each to approve or decline as the provider's reviewer. */
export function redirectReviewPage(
  profile: RedirectSandboxProfile,
  waiting: readonly SandboxCheckoutView[],
  notice?: string,
): string {
  const items = waiting
    .map((view) => {
      const brand = brands[view.brand];
      return `<li class="card">
<h2>${e(brand.name)}: ${e(formatMoney(view.amount, brand))}</h2>
<p class="hint">${e(view.shopperEmail)} · ${e(view.token)}</p>
<form method="post" action="${e(profile.base)}/review/${e(view.token)}">
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Approve application</button>
<button class="secondary" type="submit" name="action" value="decline">Decline application</button>
</div>
</form>
</li>`;
    })
    .join("\n");
  return shell(
    profile,
    `${profile.name} review desk — sandbox`,
    `<h1>${e(profile.name)} review desk</h1>
${notice ? `<p role="status">${e(notice)}</p>` : ""}
${waiting.length > 0 ? `<ul class="purchases">${items}</ul>` : "<p>No application is waiting for review.</p>"}`,
  );
}
