import { RegisterForm } from "~/features/account/register-form";
import { useBrand } from "~/lib/brand-context";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-register";
import "~/features/account/account.css";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("Create an account"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Create an account", noIndex: true });

/** Registration; on the trade brand it opens a trade account, with the business's ABN. */
export default function AccountRegisterRoute() {
  const brand = useBrand();
  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="register-title">
      <div className="account-card">
        <h1 id="register-title">{brand.loginForPrice ? "Open a trade account" : "Create an account"}</h1>
        <p className="account-note">
          {brand.loginForPrice
            ? `Trade customers of ${brand.name} see trade prices and can order once signed in.`
            : "See your orders and invoices, save addresses and check out faster."}
        </p>
        <RegisterForm />
      </div>
    </section>
  );
}
