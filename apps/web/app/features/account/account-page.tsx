import type { AccountInfo, Address, InvoicePage } from "@store/domain/account.schema";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { AddressBook } from "./address-book";
import { EmailRequestForm } from "./email-request-form";
import { InvoiceList } from "./invoice-list";
import { logoutHref } from "./login-links";
import { ProfileForm } from "./profile-form";
import "./account.css";

/** What the /account route loads for the signed-in shopper. */
export interface AccountPageData {
  account: AccountInfo;
  invoices: InvoicePage;
  addresses: Address[];
}

function noticeFrom(state: unknown): string | null {
  if (typeof state === "object" && state !== null && "notice" in state && typeof state.notice === "string") {
    return state.notice;
  }
  return null;
}

/**
 * My account (storefront s.2 `/account`, the default after-login route): greeting, email
 * confirmation, details, orders and invoices, saved addresses, and for staff their store and
 * salesperson code; Log out.
 */
export function AccountPage({ account, invoices, addresses }: AccountPageData) {
  const location = useLocation();
  const notice = noticeFrom(location.state);
  const staff = account.role !== "customer";
  return (
    <section className="account-page page-container" aria-labelledby="account-title">
      <header className="account-page__header">
        <div>
          <h1 id="account-title">Hello, {account.firstName}</h1>
          <p className="account-page__email">{account.email}</p>
        </div>
        <Link to={logoutHref("/")} className={buttonClassName("secondary")}>
          Log out
        </Link>
      </header>
      {notice ? (
        <p className="account-form__success account-page__notice" role="status">
          {notice}
        </p>
      ) : null}
      {account.emailConfirmed ? null : (
        <section className="account-section account-section--notice" aria-labelledby="confirm-title">
          <h2 id="confirm-title">Please confirm your email address</h2>
          <p>
            We sent a link to <strong>{account.email}</strong>. Follow it to confirm the address, or send a
            new link.
          </p>
          <EmailRequestForm
            kind="resendConfirmEmail"
            submitLabel="Send a new link"
            defaultEmail={account.email}
          />
        </section>
      )}
      <div className="account-page__grid">
        <div className="account-page__column">
          <section className="account-section">
            <ProfileForm account={account} />
          </section>
          {staff ? (
            <section className="account-section" aria-labelledby="staff-title">
              <h2 id="staff-title">{account.role === "admin" ? "Admin" : "Staff"}</h2>
              <dl className="account-facts">
                <dt>Store</dt>
                <dd>
                  {account.store ? (
                    <Link to={`/stores/${account.store.storeUri}`}>{account.store.name}</Link>
                  ) : (
                    "No store"
                  )}
                </dd>
                <dt>Salesperson code</dt>
                <dd>{account.salespersonCode ?? "None"}</dd>
                <dt>Staff tools</dt>
                <dd>
                  <Link to="/staff/delivery">Delivery settings</Link>
                </dd>
                <dd>
                  <Link to="/staff/orders">Orders desk</Link>
                </dd>
                <dd>
                  <Link to="/staff/messages">Messages</Link>
                </dd>
                {account.role === "admin" ? (
                  <dd>
                    <Link to="/staff/settings">Store settings</Link>
                  </dd>
                ) : null}
                {account.winningUserId ? (
                  <>
                    <dt>Winning user id</dt>
                    <dd>{account.winningUserId}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
          {account.abn ? (
            <section className="account-section" aria-labelledby="trade-title">
              <h2 id="trade-title">Trade account</h2>
              <dl className="account-facts">
                <dt>ABN</dt>
                <dd>{account.abn}</dd>
              </dl>
            </section>
          ) : null}
        </div>
        <div className="account-page__column">
          <InvoiceList invoices={invoices} />
          <AddressBook addresses={addresses} />
        </div>
      </div>
    </section>
  );
}
