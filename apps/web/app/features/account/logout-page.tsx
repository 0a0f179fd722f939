import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useIdentity } from "~/lib/identity/identity-context";
import { safeReturnPath } from "~/lib/identity/identity-storage";
import "./account.css";

/**
 * The logout route (storefront s.2 `account/logout?returnUrl`): removes the browser's tokens, ends the
 * sign-in on the server (POST /api/account/logout), then goes to `returnUrl`, a path on this store.
 */
export function LogoutPage() {
  const [params] = useSearchParams();
  const { logout } = useIdentity();
  const navigate = useNavigate();
  const returnUrl = safeReturnPath(params.get("returnUrl"), "/");
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs the effect twice in development
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(returnUrl, { replace: true }));
  }, [logout, navigate, returnUrl]);

  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="logout-title">
      <div className="account-card">
        <h1 id="logout-title">Log out</h1>
        <p role="status">Logging you out…</p>
      </div>
    </section>
  );
}
