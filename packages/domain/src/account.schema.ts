import { z } from "zod";
import { abnSchema } from "./abn.ts";
import { brandIdSchema } from "./brands.ts";
import { databaseIdSchema, textSchema, wholeNumberSchema } from "./input.schema.ts";
import { checkPhone } from "./phone.ts";

/**
 * The account and identity calls (storefront s.3, s.7 "Account" and "Identity"; ADR 025): what the
 * browser sends and what the store answers. The store is its own identity provider.
 */

/** Shortest password the store takes (OWASP ASVS 4.0.3 2.1.1); no composition rules (2.1.9). */
export const passwordMinLength = 12;
/** Longest: argon2 hashes any length, but a megabyte password is a denial of service, not a secret. */
export const passwordMaxLength = 128;

/** Seconds a password-reset link works (one hour, single use). */
export const resetTokenSeconds = 3600;
/** Seconds an email-confirmation link works. */
export const confirmTokenSeconds = 3 * 24 * 3600;

/** Where the browser keeps what the spec's client rules read (storefront s.4, s.7 "Browser storage"). */
export const identityStorageKeys = {
  loggedIn: "isLoggedIn",
  accessToken: "access_token",
  identityToken: "id_token",
  /** The nonce of the sign-in under way (sessionStorage), checked against the identity token's. */
  nonce: "login_nonce",
  /** Where a social sign-in started, to come back to (storefront s.4). */
  socialReturnPath: "social_login_return_path",
} as const;

/**
 * The cookie that hands the login page the nonce the store made for a login form posted before the
 * page's script ran (ADR 090): readable by the page, on the login path only, for five minutes.
 */
export const formLoginNonceCookie = {
  name: "form_login_nonce",
  path: "/account/login",
  maxAgeSeconds: 300,
} as const;

/** Lower-cases and trims an address before login and register (storefront s.5). */
export const emailSchema = textSchema("An email address", 254, { missing: "Please enter your email address" })
  .min(1, "Please enter your email address")
  .email("Please enter a valid email address")
  .transform((email) => email.toLowerCase());

/** A new password: at least 12 characters (the common-password check runs on the server). */
export const newPasswordSchema = z
  .string({ message: "Please enter a password" })
  .min(passwordMinLength, `Your password needs at least ${passwordMinLength} characters`)
  .max(passwordMaxLength, `Your password can have at most ${passwordMaxLength} characters`);

/** A password being checked: any length up to the maximum (an old short password still signs in). */
const passwordSchema = z
  .string({ message: "Please enter your password" })
  .min(1, "Please enter your password")
  .max(passwordMaxLength, "Invalid login");

const nameSchema = (what: string) =>
  textSchema(what, 60, { missing: `Please enter your ${what.toLowerCase()}` }).min(
    1,
    `Please enter your ${what.toLowerCase()}`,
  );

/** An Australian or New Zealand phone number (storefront s.5), stored as typed but without spaces. */
export const phoneSchema = textSchema("A phone number", 20)
  .transform((phone) => phone.replace(/\s+/g, ""))
  .refine((phone) => checkPhone(phone).valid, "Please enter a valid Australian or New Zealand phone number");

/** The app asking: one of the eight brand ids (the identity provider's client). */
export const clientIdSchema = brandIdSchema;

/** A path on this store to come back to: relative, never another site ('//evil.example' is refused). */
export const returnUrlSchema = textSchema("The return address", 2000)
  .refine((url) => url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\"), {
    message: "The return address must be a path on this store",
  })
  .default("/account");

/** POST /api/account/register (storefront s.3 "Registration payload"). ABN is required on the trade brand. */
export const registrationSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  phone: phoneSchema,
  clientId: clientIdSchema,
  ABN: abnSchema.optional(),
  /** The nonce for the identity token registration signs in with (the store's addition to the spec's payload). */
  nonce: textSchema("The nonce", 200).min(16, "The nonce is missing").optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** POST /api/account/login-redir: the form the login prompt posts (storefront s.3 "Login form"). */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  returnUrl: returnUrlSchema,
  /** The brand origin to send the browser back to; checked against the configured origins. */
  origin: textSchema("The origin", 200),
  nonce: textSchema("The nonce", 200).min(16, "The nonce is missing"),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/account/relogin: silent renewal of the identity and access tokens. */
export const reloginSchema = z.strictObject({
  token: textSchema("The token", 4000, { trim: false }).min(1, "The token is missing"),
  origin: textSchema("The origin", 200),
  nonce: textSchema("The nonce", 200).min(16, "The nonce is missing"),
  returnUrl: returnUrlSchema,
});
export type Relogin = z.infer<typeof reloginSchema>;

/** POST /api/account/logout. */
export const logoutSchema = z.strictObject({
  userId: databaseIdSchema("The user id is a whole number").nullish(),
  clientId: clientIdSchema.optional(),
});

/** POST /api/account/forgotpassword and /resendconfirmemail. */
export const accountEmailRequestSchema = z.strictObject({ clientId: clientIdSchema, email: emailSchema });
export type AccountEmailRequest = z.infer<typeof accountEmailRequestSchema>;

/** One-time sign-in codes (OTPEnabled, ADR 060): 6 digits, 10 minutes, 5 tries, one live code per account. */
export const otpCodeDigits = 6;
export const otpCodeSeconds = 10 * 60;
export const otpMaxTries = 5;

/** POST /api/account/otp/request: mail a sign-in code to this address (the same answer for any address). */
export const otpRequestSchema = z.strictObject({ email: emailSchema, clientId: clientIdSchema.optional() });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/** The code as typed: spaces are forgiven, anything but 6 digits is refused with what to type. */
export const otpCodeSchema = z
  .string({ message: "Please enter the 6-digit code from the email" })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, { message: "Please enter the 6-digit code from the email", abort: true })
      .regex(/^\d{6}$/, "The code is the 6 digits from the email we sent you"),
  );

/** POST /api/account/otp/verify: signs in with a mailed code, answering like login-redir's JSON. */
export const otpVerifySchema = z.strictObject({
  email: emailSchema,
  code: otpCodeSchema,
  clientId: clientIdSchema.optional(),
  returnUrl: returnUrlSchema,
  /** The nonce the identity token carries; the store makes one when it is absent. */
  nonce: textSchema("The nonce", 200).min(16, "The nonce is missing").optional(),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;

/** A token from a mailed link: 43 base64url characters (32 random bytes). */
export const mailedTokenSchema = z
  .string({ message: "The link is incomplete" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid. Please use the link from your latest email.");

/** POST /api/account/resetpassword. */
export const resetPasswordSchema = z.strictObject({ token: mailedTokenSchema, password: newPasswordSchema });

/** POST /api/account/updateprofile (storefront s.3 "Profile update payload"): only flagged fields change. */
export const profileUpdateSchema = z.strictObject({
  userId: databaseIdSchema("The user id is a whole number"),
  clientId: clientIdSchema,
  email: emailSchema.optional(),
  emailChanged: z.boolean().default(false),
  firstName: nameSchema("First name").optional(),
  firstNameChanged: z.boolean().default(false),
  lastName: nameSchema("Last name").optional(),
  lastNameChanged: z.boolean().default(false),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PATCH /api/account: the profile fields the account page edits. */
export const accountPatchSchema = z
  .strictObject({
    firstName: nameSchema("First name"),
    lastName: nameSchema("Last name"),
    phone: phoneSchema,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Change at least one field");
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/**
 * The embedded admin panels (storefront s.2): for staff a URL on the CMS each, or without a CMS the
 * store's own page (a path); null for customers.
 */
export const adminPanelsSchema = z.object({
  productPage: z.string().nullable(),
  project: z.string().nullable(),
  remindersCreate: z.string().nullable(),
  remindersList: z.string().nullable(),
  remindersStats: z.string().nullable(),
});
export type AdminPanels = z.infer<typeof adminPanelsSchema>;

/** GET /api/account and /api/account/getprofile: the signed-in account (storefront s.3 "Account info"). */
export const accountInfoSchema = z.object({
  userId: z.number().int(),
  clientId: brandIdSchema,
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: z.enum(["customer", "staff", "admin"]),
  /** A locked customer cannot edit email, phone or billing address (checkout s.6). */
  locked: z.boolean(),
  /** Trade accounts carry their ABN. */
  abn: z.string().nullable(),
  /** Staff: has a winning user id (storefront s.6). */
  winningUserId: z.string().nullable(),
  winningCmsUrl: z.string().nullable(),
  salespersonCode: z.string().nullable(),
  /** Staff: the store they work at. */
  store: z.object({ id: z.number().int(), name: z.string(), storeUri: z.string() }).nullable(),
  /** Signed in with a password (false for an account made by social login alone). */
  hasPassword: z.boolean(),
  adminPanels: adminPanelsSchema,
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** What a sign-in or renewal hands the browser (also carried in the redirect's fragment after login-redir). */
export const identityTokensSchema = z.object({
  identityToken: z.string(),
  accessToken: z.string(),
  /** Seconds until both expire. */
  expiresIn: z.number().int(),
});
export type IdentityTokens = z.infer<typeof identityTokensSchema>;

/** The JSON answer of a sign-in (login-redir as JSON, and POST /api/account/otp/verify). */
export const signedInAnswerSchema = identityTokensSchema.extend({ returnUrl: z.string() });
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;

/** The answer of POST /api/account/register: the new account is signed in (ADR 025). */
export const registrationResultSchema = identityTokensSchema.extend({ message: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** The identity token's claims (a JWT, storefront s.4): the client reads them without verifying. */
export const identityClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  role: z.enum(["customer", "staff", "admin"]),
  nonce: z.string(),
  exp: z.number(),
  iat: z.number(),
  /** Staff: the winning user id. */
  winning_user_id: z.string().nullable().optional(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/** A saved address (storefront s.3: an address-search result sanitised to these fields). */
export const addressSchema = z.object({
  id: z.number().int(),
  streetAddress: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.enum(["AU", "NZ"]),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /api/account/order/addresses/save: a new address, or an existing one by id. */
export const addressSaveSchema = z.object({
  id: databaseIdSchema().optional(),
  streetAddress: textSchema("The street address", 200).min(3, "Please enter the street address"),
  suburb: textSchema("The suburb", 60).min(2, "Please enter the suburb"),
  state: textSchema("The state", 20).default(""),
  postcode: textSchema("The postcode", 4).regex(/^\d{4}$/, "A postcode is four digits"),
  country: z.enum(["AU", "NZ"], { message: "The country is AU or NZ" }).default("AU"),
});
export type AddressSave = z.infer<typeof addressSaveSchema>;

/** GET /api/account/order/invoiced?page: pages from 0. */
export const invoicePageQuerySchema = z.object({
  page: wholeNumberSchema("The page is a whole number from 0", 0, 10_000).default(0),
});

/** One invoice in the list (storefront s.3 "not shown": the order's reference, date, total and status). */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  placedAt: z.string(),
  /** Cents. */
  total: z.number().int(),
  status: z.string(),
  itemCount: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/account/order/invoiced: one page of invoices. */
export const invoicePageSchema = z.object({
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
  items: z.array(invoiceSummarySchema),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** The answer of register, forgot password, resend confirmation: the same whatever the address. */
export const accountMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** Social sign-in providers: the store's sandbox and the real ones configured by environment. */
export const externalProviders = ["sandbox", "google", "apple", "facebook"] as const;
export const externalProviderSchema = z.enum(externalProviders, { message: "Unknown sign-in provider" });
export type ExternalProvider = z.infer<typeof externalProviderSchema>;

/** GET /api/account/providers: the social sign-in providers this store offers, in the order to show them. */
export const externalProvidersAnswerSchema = z.object({ providers: z.array(externalProviderSchema) });
export type ExternalProvidersAnswer = z.infer<typeof externalProvidersAnswerSchema>;

/** What a sign-in button says for each provider. */
export const externalProviderLabels: Record<ExternalProvider, string> = {
  sandbox: "Continue with the sandbox provider",
  google: "Continue with Google",
  apple: "Continue with Apple",
  facebook: "Continue with Facebook",
};

/** GET /api/account/externallogin/{provider}?nonce&origin&returnUrl */
export const externalLoginQuerySchema = z.object({
  nonce: textSchema("The nonce", 200).min(16, "The nonce is missing"),
  origin: textSchema("The origin", 200),
  returnUrl: returnUrlSchema,
});
