import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Dialog, DialogLoading } from "~/components/ui/dialog";
import { useIdentity } from "~/lib/identity/identity-context";
import { useDeferredModule } from "~/lib/use-deferred-module";
import { isLoginRequested, withoutLoginRequest } from "./login-links";
import "./account.css";

// The form and its form library load on first use or when the browser is idle (ADR 097)
const loadLoginForm = () => import("./login-form");

/**
 * The login prompt (storefront s.2, s.4) as a dialog over the current page: opened from the header
 * or by `?showlogin` in any letter case. Signing in comes back to this page. The login page itself
 * shows the same form in the page, so the prompt never opens there.
 */
export function LoginDialog() {
  const identity = useIdentity();
  const { openLoginPrompt, closeLoginPrompt } = identity;
  const location = useLocation();
  const navigate = useNavigate();
  const requested = isLoginRequested(location.search);
  const onLoginPage = location.pathname === "/account/login";
  const here = `${location.pathname}${withoutLoginRequest(location.search)}`;

  // The parameter opens it once per navigation; closing takes the parameter out of the address
  useEffect(() => {
    if (requested && !onLoginPage) openLoginPrompt();
  }, [requested, onLoginPage, openLoginPrompt]);

  // Following a link (register, forgot password) leaves the prompt behind
  const path = useRef(location.pathname);
  useEffect(() => {
    if (path.current !== location.pathname) closeLoginPrompt();
    path.current = location.pathname;
  }, [location.pathname, closeLoginPrompt]);

  function close() {
    closeLoginPrompt();
    if (requested) void navigate(here, { replace: true, preventScrollReset: true });
  }

  const open = identity.loginPrompt.open && !onLoginPage;
  const form = useDeferredModule(loadLoginForm, open);
  return (
    <Dialog open={open} onClose={close} title="Log in" size="small" className="login-dialog">
      {form ? (
        <form.LoginForm returnUrl={identity.loginPrompt.returnUrl ?? here} autoFocus />
      ) : (
        <DialogLoading what="the login form" />
      )}
    </Dialog>
  );
}
