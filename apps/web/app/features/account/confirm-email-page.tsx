import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { EmailRequestForm } from "./email-request-form";
import "./account.css";

/** What confirming the mailed token said. */
export type ConfirmEmailResult =
  | { confirmed: true; message: string | null }
  | { confirmed: false; message: string };

/**
 * The page of the mailed confirmation link: the address is confirmed (GET /api/account/confirmemail/{token}
 * ran in the loader), or the server's reason with a form that sends a new link.
 */
export function ConfirmEmailPage({ result }: { result: ConfirmEmailResult }) {
  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="confirm-title">
      <div className="account-card">
        <h1 id="confirm-title">
          {result.confirmed ? "Email address confirmed" : "Confirm your email address"}
        </h1>
        {result.confirmed ? (
          <>
            <p className="account-form__success" role="status">
              {result.message ?? "Thank you: your email address is confirmed."}
            </p>
            <Link to="/account" className={buttonClassName("primary")}>
              Go to my account
            </Link>
          </>
        ) : (
          <>
            <p className="account-form__alert" role="alert">
              {result.message}
            </p>
            <p>Enter your email address and we'll send a new link.</p>
            <EmailRequestForm kind="resendConfirmEmail" submitLabel="Send a new link" />
          </>
        )}
      </div>
    </section>
  );
}
