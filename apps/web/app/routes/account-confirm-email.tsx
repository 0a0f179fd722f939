import { ConfirmEmailPage, type ConfirmEmailResult } from "~/features/account/confirm-email-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-confirm-email";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("Confirm email"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Confirm your email", noIndex: true });

/** Confirms the mailed token (GET /api/account/confirmemail/{token}); a refusal carries the server's reason. */
export async function loader({ context, params }: Route.LoaderArgs): Promise<ConfirmEmailResult> {
  try {
    const message = await createServerApiClient(context).confirmEmail(params.token);
    return { confirmed: true, message };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const message = error.problem.messages.join(", ");
    return {
      confirmed: false,
      message: message || "This link is not valid. Please use the link from your latest email.",
    };
  }
}

/** The confirmation link's page. */
export default function AccountConfirmEmailRoute({ loaderData }: Route.ComponentProps) {
  return <ConfirmEmailPage result={loaderData} />;
}
