import { randomBytes } from "node:crypto";
import {
  accountEmailRequestSchema,
  accountPatchSchema,
  addressSaveSchema,
  externalLoginQuerySchema,
  externalProviderSchema,
  formLoginNonceCookie,
  type IdentityTokens,
  invoicePageQuerySchema,
  type LoginForm,
  loginFormSchema,
  logoutSchema,
  mailedTokenSchema,
  profileUpdateSchema,
  registrationSchema,
  reloginSchema,
  resetPasswordSchema,
} from "@store/domain/account.schema";
import { externalLoginCallbackSchema } from "@store/domain/external-login.schema";
import { databaseIdSchema, textSchema } from "@store/domain/input.schema";
import { type Context, Hono } from "hono";
import { setCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { isSecureRequest } from "../../http/secure-request.ts";
import { jsonBody, parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { AccountRequest, AccountService } from "./account.service.ts";
import type { ExternalLogin } from "./external-login.ts";

/** The origins a brand's pages are served from: a sign-in may send the browser back only there. */
export type WriteOrigins = (c: Context<AppEnv>) => readonly string[];

const invoiceIdSchema = textSchema("The invoice id", 64).min(1, "The invoice id is missing");

/** Where the browser lands after a sign-in: the login route reads the tokens from the fragment. */
function landing(origin: string, returnUrl: string, tokens: IdentityTokens | { error: string }): string {
  const path = `${origin}/account/login?returnUrl=${encodeURIComponent(returnUrl)}`;
  if ("error" in tokens) return `${path}&error=${tokens.error}`;
  const fragment = new URLSearchParams({
    identityToken: tokens.identityToken,
    accessToken: tokens.accessToken,
    expiresIn: String(tokens.expiresIn),
  });
  return `${path}#${fragment}`;
}

/** A browser's form post wants a redirect; a client that sends or asks for JSON gets JSON. */
function wantsJson(c: Context<AppEnv>): boolean {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  const accept = c.req.header("accept") ?? "";
  return (
    type === "application/json" || (accept.includes("application/json") && !accept.includes("text/html"))
  );
}

/** A form field's text, or null when it is missing or blank. */
const filledIn = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

async function formOrJson(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return parseOrThrow(z.record(z.string(), z.unknown()), await jsonBody(c));
  const form = await c.req.parseBody().catch(() => {
    throw new AppError("invalid", "The login form could not be read");
  });
  return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
}

/**
 * Storefront s.7 "Account" and "Identity" (ADR 025): /api/account, its profile, addresses and invoices
 * (its reminders are the reminder module's, ADR 046), and the identity calls (register, login-redir, relogin, logout, password reset, email
 * confirmation).
 */
export function accountRoutes(accounts: AccountService, external: ExternalLogin, writeOrigins: WriteOrigins) {
  const request = (c: Context<AppEnv>): AccountRequest => ({
    session: c.get("session"),
    brand: c.var.brand,
    publicOrigin: c.get("publicOrigin"),
    clientIp: c.get("clientIp"),
  });
  const checkOrigin = (c: Context<AppEnv>, origin: string) => {
    if (!writeOrigins(c).includes(origin))
      throw new AppError("invalid", "This sign-in did not come from this store's own pages");
  };
  // The provider sends the browser back here; every outcome is a redirect to the login route
  const finishExternal = async (c: Context<AppEnv>, fields: Record<string, unknown>) => {
    const fallback = c.get("publicOrigin");
    const parsed = externalLoginCallbackSchema.safeParse(fields);
    if (!parsed.success) return c.redirect(landing(fallback, "/account", { error: "social" }), 303);
    try {
      const profile = await external.finishExternalLogin(c.req.param("provider") ?? "", {
        state: parsed.data.state,
        sessionId: c.get("session").id,
        code: parsed.data.code,
        error: parsed.data.error,
        errorDescription: parsed.data.error_description,
        appleUser: parsed.data.user,
      });
      const { userId: _, ...tokens } = await accounts.signInExternal(profile, request(c));
      return c.redirect(landing(profile.origin, profile.returnUrl, tokens), 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = error.errors[0]?.includes("already exists") ? "social-exists" : "social";
      return c.redirect(landing(fallback, "/account", { error: reason }), 303);
    }
  };
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await accounts.info(await c.var.viewer())))
      .patch("/", async (c) => {
        const patch = await validJson(c, accountPatchSchema);
        return c.json(await accounts.patch(await c.var.viewer(), patch));
      })
      .get("/getprofile", async (c) => c.json(await accounts.info(await c.var.viewer())))
      .post("/updateprofile", async (c) => {
        const input = await validJson(c, profileUpdateSchema);
        return c.json(await accounts.updateProfile(await c.var.viewer(), input, request(c)));
      })
      .get("/order/invoiced", async (c) => {
        const { page } = validQuery(c, invoicePageQuerySchema);
        return c.json(await accounts.invoices(await c.var.viewer(), page));
      })
      .get("/order/invoiced/:id", async (c) => {
        const id = parseOrThrow(invoiceIdSchema, c.req.param("id"));
        return c.json(await accounts.invoice(await c.var.viewer(), id));
      })
      .get("/order/addresses", async (c) => c.json(await accounts.addresses(await c.var.viewer())))
      .post("/order/addresses/save", async (c) => {
        const input = await validJson(c, addressSaveSchema);
        return c.json(await accounts.saveAddress(await c.var.viewer(), input));
      })
      .delete("/order/addresses/:id", async (c) => {
        const id = parseOrThrow(databaseIdSchema("An address id is a whole number"), c.req.param("id"));
        return c.json(await accounts.deleteAddress(await c.var.viewer(), id));
      })
      .post("/register", async (c) => {
        const input = await validJson(c, registrationSchema);
        return c.json(await accounts.register(input, request(c)), 201);
      })
      .post("/login-redir", async (c) => {
        const body = await formOrJson(c);
        if (wantsJson(c)) {
          const form = parseOrThrow(loginFormSchema, body);
          checkOrigin(c, form.origin);
          const { userId: _, ...tokens } = await accounts.login(form, request(c));
          return c.json({ ...tokens, returnUrl: form.returnUrl });
        }
        // A browser's form post: every outcome is a redirect back to the login route, if the origin is ours.
        // Posted before the page's script ran, the form has no origin and no nonce (ADR 090): the origin is
        // the request's own, which the write guard has required and checked, and the store makes the nonce.
        const origin = filledIn(body.origin) ?? c.req.header("origin") ?? "";
        checkOrigin(c, origin);
        const madeNonce = filledIn(body.nonce) ? null : randomBytes(32).toString("base64url");
        const parsed = loginFormSchema.safeParse(madeNonce ? { ...body, nonce: madeNonce } : body);
        const returnUrl = parsed.success ? parsed.data.returnUrl : "/account";
        // A form missing a field is as much an 'Invalid login' as a wrong password
        if (!parsed.success) return c.redirect(landing(origin, returnUrl, { error: "invalid" }), 303);
        const form: LoginForm = parsed.data;
        try {
          const { userId: _, ...tokens } = await accounts.login(form, request(c));
          if (madeNonce) {
            // The login page checks the tokens against it, as against the nonce its script keeps
            setCookie(c, formLoginNonceCookie.name, madeNonce, {
              path: formLoginNonceCookie.path,
              maxAge: formLoginNonceCookie.maxAgeSeconds,
              sameSite: "Strict",
              secure: isSecureRequest(c),
            });
          }
          return c.redirect(landing(origin, returnUrl, tokens), 303);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === "too_many_requests") {
            c.header("Retry-After", String(error.retryAfterSeconds ?? 60));
            return c.redirect(
              `${landing(origin, returnUrl, { error: "locked" })}&retryAfter=${error.retryAfterSeconds ?? 60}`,
              303,
            );
          }
          return c.redirect(landing(origin, returnUrl, { error: "invalid" }), 303);
        }
      })
      .post("/relogin", async (c) => {
        const input = await validJson(c, reloginSchema);
        checkOrigin(c, input.origin);
        return c.json({ ...(await accounts.relogin(input, request(c))), returnUrl: input.returnUrl });
      })
      .post("/logout", async (c) => {
        // userId and clientId are the spec's payload; the session says who signs out, whatever they claim
        if ((await c.req.text()).trim()) await validJson(c, logoutSchema);
        await accounts.logout(request(c));
        return c.json({ ok: true });
      })
      .post("/forgotpassword", async (c) => {
        const { email } = await validJson(c, accountEmailRequestSchema);
        return c.json(await accounts.forgotPassword(email, request(c)));
      })
      .post("/resetpassword", async (c) => {
        const { token, password } = await validJson(c, resetPasswordSchema);
        return c.json(await accounts.resetPassword(token, password));
      })
      .get("/confirmemail/:token", async (c) => {
        const token = parseOrThrow(mailedTokenSchema, c.req.param("token"));
        return c.json(await accounts.confirmEmail(token));
      })
      .post("/resendconfirmemail", async (c) => {
        const { email } = await validJson(c, accountEmailRequestSchema);
        return c.json(await accounts.resendConfirmation(email, request(c)));
      })
      .get("/providers", (c) => c.json({ providers: external.configuredProviders() }))
      .get("/externallogin/:provider", async (c) => {
        const query = validQuery(c, externalLoginQuerySchema);
        checkOrigin(c, query.origin);
        const { redirectUrl } = await external.startExternalLogin(c.req.param("provider"), {
          ...query,
          sessionId: c.get("session").id,
        });
        return c.redirect(redirectUrl, 302);
      })
      .get("/externallogin/:provider/callback", (c) => finishExternal(c, c.req.query()))
      // Apple answers with a cross-site form post (ADR 026), which carries no SameSite=Lax cookie: it
      // becomes a same-site GET of the callback, which does
      .post("/externallogin/:provider/callback", async (c) => {
        const form = await c.req.parseBody().catch(() => ({}));
        const fields = Object.entries(form).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        );
        const provider = parseOrThrow(externalProviderSchema, c.req.param("provider"));
        const query = new URLSearchParams(fields);
        return c.redirect(`/api/account/externallogin/${provider}/callback?${query}`, 303);
      })
  );
}
