import { brands } from "@store/domain/brands";
import {
  sandboxAuthorizeFormSchema,
  sandboxAuthorizeQuerySchema,
  sandboxPersonSchema,
  sandboxTokenRequestSchema,
} from "@store/domain/identity-sandbox.schema";
import { writeOriginsFor } from "@store/domain/public-origin";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import type { Config } from "../../config.ts";
import { pageHeaders, readFields } from "../../http/sandbox-http.ts";
import { type SandboxFormState, sandboxErrorPage, sandboxSignInPage } from "./identity-sandbox.page.ts";
import type { IdentitySandboxService } from "./identity-sandbox.service.ts";

function messagesOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/**
 * The sandbox identity provider's routes under /sandbox/identity (ADR 026): discovery, key set, the
 * sign-in page and its form, and the token call. Mounted only where identitySandboxMounted says.
 */
export function identitySandboxRoutes(
  sandbox: IdentitySandboxService,
  config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">,
) {
  // A form post to the sign-in page comes from a brand's own page; anything else is a forged post.
  const ownOrigins = (c: Context<AppEnv>) =>
    writeOriginsFor(c.var.brandId, config.PUBLIC_ORIGINS, config.BRAND, config.PORT);
  const refusedPage = (c: Context<AppEnv>, errors: string[], status: 400 | 403) => {
    pageHeaders(c);
    return c.html(sandboxErrorPage(errors), status);
  };

  return new Hono<AppEnv>()
    .use("*", bodyLimit({ maxSize: 64 * 1024 }))
    .get("/.well-known/openid-configuration", (c) => c.json(sandbox.discovery(c.var.publicOrigin)))
    .get("/jwks", async (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(await sandbox.jwks());
    })
    .get("/authorize", (c) => {
      const parsed = sandboxAuthorizeQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return refusedPage(c, messagesOf(parsed.error), 400);
      const refusal = sandbox.refusal(parsed.data);
      if (refusal) return refusedPage(c, [refusal], 400);
      pageHeaders(c, { returnUrl: parsed.data.redirect_uri });
      const blank: SandboxFormState = {
        email: "",
        givenName: "",
        familyName: "",
        emailVerified: true,
        errors: [],
      };
      return c.html(sandboxSignInPage(brands[c.var.brandId].name, parsed.data, blank));
    })
    .post("/authorize", async (c) => {
      const origin = c.req.header("origin");
      if (origin && !ownOrigins(c).includes(origin))
        return refusedPage(c, ["This form can only be sent from the store's own sign-in page."], 403);
      const fields = await readFields(c);
      const parsed = sandboxAuthorizeFormSchema.safeParse(fields ?? {});
      if (!parsed.success) return refusedPage(c, messagesOf(parsed.error), 400);
      const form = parsed.data;
      const refusal = sandbox.refusal(form);
      if (refusal) return refusedPage(c, [refusal], 400);
      const back = new URL(form.redirect_uri);
      c.header("Cache-Control", "no-store");
      if (form.action === "cancel") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_description", "The person cancelled the sign-in.");
        back.searchParams.set("state", form.state);
        return c.redirect(back.toString(), 302);
      }
      const person = sandboxPersonSchema.safeParse(form);
      if (!person.success) {
        pageHeaders(c, { returnUrl: form.redirect_uri });
        const again: SandboxFormState = {
          email: form.email,
          givenName: form.given_name,
          familyName: form.family_name,
          emailVerified: form.email_verified,
          errors: messagesOf(person.error),
        };
        return c.html(sandboxSignInPage(brands[c.var.brandId].name, form, again), 400);
      }
      const code = await sandbox.issueCode(form, {
        email: person.data.email,
        emailVerified: form.email_verified,
        givenName: person.data.given_name,
        familyName: person.data.family_name,
      });
      back.searchParams.set("code", code);
      back.searchParams.set("state", form.state);
      return c.redirect(back.toString(), 302);
    })
    .post("/token", async (c) => {
      // RFC 6749 5.1: token answers are never cached
      c.header("Cache-Control", "no-store");
      c.header("Pragma", "no-cache");
      const fields = await readFields(c);
      if (fields && "grant_type" in fields && fields.grant_type !== "authorization_code")
        return c.json(
          { error: "unsupported_grant_type", error_description: "Only authorization_code is supported." },
          400,
        );
      const parsed = sandboxTokenRequestSchema.safeParse(fields ?? {});
      if (!parsed.success)
        return c.json(
          { error: "invalid_request", error_description: messagesOf(parsed.error).join("; ") },
          400,
        );
      const answer = await sandbox.exchange(parsed.data);
      return answer.ok ? c.json(answer.body) : c.json(answer.body, answer.status);
    });
}
