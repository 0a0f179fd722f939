import { type Brand, formatMoney } from "@store/domain/brands";
import { type Cart, restoreLinkDays } from "@store/domain/cart.schema";
import { countOf, escapeMarkup } from "@store/domain/text";
import type { MailMessage } from "../mail/mail.service.ts";

/** Lines a cart mail lists; the rest are counted in one row (ADR 017: a mail stays a few KB). */
export const mailedLines = 20;
/** Characters of a product title a cart mail shows. */
const mailedTitleLength = 120;

/** The 'your cart' email: its lines (the first mailedLines), the totals and a link that restores the cart. */
export function cartMail(
  cart: Cart,
  brand: Brand,
  to: string,
  restoreUrl: string,
): Omit<MailMessage, "kind"> {
  const money = (cents: number) => formatMoney(cents, brand);
  const rows = cart.products.slice(0, mailedLines).map((p) => {
    const extras = [p.selectedWarranty?.name, p.selectedInstall?.name].filter(Boolean).join(", ");
    const title =
      p.title.length > mailedTitleLength ? `${p.title.slice(0, mailedTitleLength - 1)}…` : p.title;
    return {
      label: `${p.quantity} x ${title}${extras ? ` (with ${extras})` : ""}`,
      amount: money(p.lineTotal),
      sku: p.sku,
    };
  });
  const unlisted = cart.products.length - rows.length;
  const moreRows =
    unlisted > 0
      ? [
          {
            label: `and ${unlisted} more ${unlisted === 1 ? "product" : "products"}: open your cart to see them`,
            amount: "",
          },
        ]
      : [];
  const rewardRows = cart.rewards.map((r) => ({
    label: `${r.quantity} x ${r.title} (bonus)`,
    amount: "FREE",
  }));
  const totals = [
    { label: "Subtotal", amount: money(cart.subtotal) },
    ...cart.coupons
      .filter((c) => c.discount > 0)
      .map((c) => ({ label: `Coupon ${c.code}`, amount: `-${money(c.discount)}` })),
    { label: "Order total (before delivery)", amount: money(cart.orderTotal) },
  ];
  const subject = `Your ${brand.name} cart: ${countOf(cart.productCount, "item")}, ${money(cart.orderTotal)}`;
  const text = [
    `Here is the cart you saved at ${brand.name}.`,
    "",
    ...rows.map((r) => `${r.label} (sku ${r.sku}): ${r.amount}`),
    ...moreRows.map((r) => r.label),
    ...rewardRows.slice(0, mailedLines).map((r) => `${r.label}: ${r.amount}`),
    "",
    ...totals.map((t) => `${t.label}: ${t.amount}`),
    "",
    `Open your cart: ${restoreUrl}`,
    `The link works for ${restoreLinkDays} days. Prices and stock are checked again when you open it.`,
  ].join("\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const html = [
    `<p>Here is the cart you saved at ${escapeMarkup(brand.name)}.</p>`,
    '<table style="border-collapse:collapse">',
    ...[...rows, ...moreRows, ...rewardRows.slice(0, mailedLines)].map(
      (r) =>
        `<tr><td ${cell}>${escapeMarkup(r.label)}</td><td ${cell} align="right">${escapeMarkup(r.amount)}</td></tr>`,
    ),
    ...totals.map(
      (t) =>
        `<tr><th ${cell} align="left">${escapeMarkup(t.label)}</th><td ${cell} align="right">${escapeMarkup(t.amount)}</td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeMarkup(restoreUrl)}">Open your cart</a></p>`,
    `<p>The link works for ${restoreLinkDays} days. Prices and stock are checked again when you open it.</p>`,
  ].join("\n");
  return { to, subject, text, html };
}
