import type { InvoicePage } from "@store/domain/account.schema";
import { formatMoney } from "@store/domain/brands";
import { countOf } from "@store/domain/text";
import { Link } from "react-router";
import { useBrand } from "~/lib/brand-context";

/** '19 Oct 2026' in the brand's locale. */
function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(date);
}

/**
 * Orders and invoices (GET /api/account/order/invoiced?page, pages from 0): reference, date, items,
 * total and status, each linking to its detail, with Previous and Next pages; 'No orders yet' when empty.
 */
export function InvoiceList({ invoices }: { invoices: InvoicePage }) {
  const brand = useBrand();
  const lastPage = Math.max(0, Math.ceil(invoices.totalItems / Math.max(1, invoices.itemsPerPage)) - 1);
  return (
    <section className="account-section" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders and invoices</h2>
      {invoices.items.length === 0 ? (
        <p className="account-empty">No orders yet</p>
      ) : (
        <>
          <ul className="invoice-list">
            {invoices.items.map((invoice) => (
              <li key={invoice.id} className="invoice-list__item">
                <Link to={`/account/invoice/${encodeURIComponent(invoice.id)}`} className="invoice-list__ref">
                  {invoice.reference}
                </Link>
                <span>{formatDate(invoice.placedAt, brand.locale)}</span>
                <span>{countOf(invoice.itemCount, "item")}</span>
                <span className="invoice-list__total">{formatMoney(invoice.total, brand)}</span>
                <span className="invoice-list__status">{invoice.status}</span>
              </li>
            ))}
          </ul>
          {lastPage > 0 ? (
            <nav className="invoice-list__pages" aria-label="Order pages">
              {invoices.page > 0 ? (
                <Link to={`?page=${invoices.page - 1}`} rel="prev">
                  Previous
                </Link>
              ) : null}
              <span>
                Page {invoices.page + 1} of {lastPage + 1}
              </span>
              {invoices.page < lastPage ? (
                <Link to={`?page=${invoices.page + 1}`} rel="next">
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
