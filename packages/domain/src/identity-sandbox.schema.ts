import { z } from "zod";
import { textSchema } from "./input.schema.ts";

/**
 * The store's sandbox identity provider (ADR 026): an OpenID Connect-shaped fake of Google or Apple
 * under /sandbox/identity, so social sign-in runs offline. These are its calls' shapes, and the token
 * answer every provider's code exchange is read with.
 */

/** A PKCE value (RFC 7636): 43 to 128 unreserved characters; S256 challenges are 43 base64url ones. */
const pkceValue = (what: string) =>
  z
    .string({ message: `${what} is missing` })
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, `${what} must be 43 to 128 letters, digits or - . _ ~`);

/** GET /sandbox/identity/authorize: what a client sends the browser with (OpenID Connect Core 3.1.2.1). */
export const sandboxAuthorizeQuerySchema = z.object({
  client_id: textSchema("client_id", 200).min(1, "client_id is missing"),
  redirect_uri: textSchema("redirect_uri", 2000, { trim: false }).min(1, "redirect_uri is missing"),
  response_type: z.literal("code", { message: "response_type must be code" }),
  scope: textSchema("scope", 200).default("openid"),
  state: textSchema("state", 500, { trim: false }).min(1, "state is missing"),
  nonce: textSchema("nonce", 500, { trim: false }).min(1, "nonce is missing"),
  code_challenge: pkceValue("code_challenge"),
  code_challenge_method: z.literal("S256", { message: "code_challenge_method must be S256" }),
});
export type SandboxAuthorizeQuery = z.infer<typeof sandboxAuthorizeQuerySchema>;

/** A form checkbox: present ('on', 'true') when ticked, absent when not. */
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** POST /sandbox/identity/authorize: the sign-in form, carrying the request's parameters back. */
export const sandboxAuthorizeFormSchema = sandboxAuthorizeQuerySchema.extend({
  action: z.enum(["continue", "cancel"], { message: "Choose Continue or Cancel" }),
  email: textSchema("The email address", 254).default(""),
  given_name: textSchema("The first name", 60).default(""),
  family_name: textSchema("The last name", 60).default(""),
  email_verified: checkbox,
});
export type SandboxAuthorizeForm = z.infer<typeof sandboxAuthorizeFormSchema>;

/** The signed-in person the sandbox vouches for: the form's fields once checked. */
export const sandboxPersonSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter an email address")
    .email("Please enter a valid email address"),
  given_name: z.string().trim().min(1, "Please enter a first name"),
  family_name: z.string().trim().min(1, "Please enter a last name"),
});

/** POST /sandbox/identity/token: the authorization-code grant (RFC 6749 4.1.3, RFC 7636 4.5), form encoded. */
export const sandboxTokenRequestSchema = z.object({
  grant_type: z.literal("authorization_code", { message: "grant_type must be authorization_code" }),
  code: textSchema("code", 200, { trim: false }).min(1, "code is missing"),
  redirect_uri: textSchema("redirect_uri", 2000, { trim: false }).min(1, "redirect_uri is missing"),
  client_id: textSchema("client_id", 200).min(1, "client_id is missing"),
  client_secret: textSchema("client_secret", 500, { trim: false }).min(1, "client_secret is missing"),
  code_verifier: pkceValue("code_verifier"),
});
export type SandboxTokenRequest = z.infer<typeof sandboxTokenRequestSchema>;

/** A token endpoint's success answer (RFC 6749 5.1, OpenID Connect Core 3.1.3.3): the sandbox's and the real providers'. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().optional(),
  /** OpenID Connect providers; Facebook's OAuth answer has none. */
  id_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** A token endpoint's error answer (RFC 6749 5.2). */
export const tokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;
