import { Link } from "react-router";
import { ResetPasswordForm } from "~/features/account/reset-password-form";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-reset-password";
import "~/features/account/account.css";

export const handle: RouteHandle = {
  pageType: "resetPassword",
  breadcrumbs: currentPageCrumb("Reset password"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Reset password", noIndex: true });

/** The mailed link's token (the form and the server check it). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** Reset password with the mailed token (`?token=`), then log in. */
export default function AccountResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="reset-title">
      <div className="account-card">
        <h1 id="reset-title">Set a new password</h1>
        {loaderData.token ? (
          <ResetPasswordForm token={loaderData.token} />
        ) : (
          <p className="account-form__alert" role="alert">
            This link is incomplete. Please use the link from your latest email, or{" "}
            <Link to="/account/forgot-password">send a new one</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
