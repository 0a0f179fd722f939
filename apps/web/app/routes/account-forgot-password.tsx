import { EmailRequestForm } from "~/features/account/email-request-form";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-forgot-password";
import "~/features/account/account.css";

export const handle: RouteHandle = {
  pageType: "resetPassword",
  breadcrumbs: currentPageCrumb("Forgot password"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Forgot password", noIndex: true });

/** Forgot password: mails a reset link (POST /api/account/forgotpassword); the same answer for any address. */
export default function AccountForgotPasswordRoute() {
  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="forgot-title">
      <div className="account-card">
        <h1 id="forgot-title">Forgot your password?</h1>
        <p className="account-note">
          Enter the email address you sign in with and we'll send a link to set a new password.
        </p>
        <EmailRequestForm kind="forgotPassword" submitLabel="Send the link" />
      </div>
    </section>
  );
}
