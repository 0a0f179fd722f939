import { escapeMarkup as e } from "@store/domain/text";
import { merchantSessionMinutes } from "@store/domain/wallet-payment.schema";
import { sandboxPage } from "../http/sandbox-page.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
import type { walletSheetCards } from "./wallet-sandbox.ts";
import { walletTokenMinutes } from "./wallet-sandbox.ts";

/** GET /sandbox/wallet: how the sandbox Apple Pay and Google Pay behave, and their sheet's cards. */
export function walletHomePage(cards: typeof walletSheetCards): string {
  const rows = cards
    .map((card) => `<tr><td>${e(card.label)}</td><td>${e(card.behaviour)}</td></tr>`)
    .join("\n");
  return sandboxPage({
    title: "Apple Pay and Google Pay — sandbox",
    banner: "Sandbox wallets — for testing, no money moves",
    body: `<div class="card">
<h1>Apple Pay and Google Pay (sandbox)</h1>
<p>At checkout, choose Apple Pay or Google Pay and place the order: the sandbox payment sheet opens over the page. Pick a card and press Pay, or Cancel to leave the order unplaced.</p>
<table><caption class="hint">The cards in the sheet</caption>
<thead><tr><th scope="col">Card</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p>An order of <code>$${(infrastructureFaultAmount / 100).toFixed(2)}</code> is taken and its answer lost (the store asks again and finds the one payment).</p>
<p>Apple Pay first asks the store's server for a merchant session, which the server gets from the sandbox 'Apple': it starts one sheet and expires after ${merchantSessionMinutes} minutes. A sheet's token is accepted for ${walletTokenMinutes} minutes, for one payment of the amount it was approved for.</p>
</div>`,
  });
}
