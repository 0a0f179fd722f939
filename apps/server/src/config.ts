import { createPrivateKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { type BrandId, brandIdSchema } from "@store/domain/brands";
import { encryptionKeyNameSchema } from "@store/domain/card-payment.schema";
import { parsePublicOrigins } from "@store/domain/public-origin";
import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** `host=brand` pairs, comma separated: 'shop.example.com=wa,nz.example.com=aol-nz'. */
const brandHostsSchema = z
  .string()
  .default("")
  .transform((text, ctx) => {
    const map: Record<string, BrandId> = {};
    for (const pair of text
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, brand] = pair.split("=").map((p) => p.trim());
      const parsed = brandIdSchema.safeParse(brand);
      if (!host || !parsed.success) {
        ctx.addIssue({ code: "custom", message: `'${pair}' is not host=brand with a known brand` });
        return z.NEVER;
      }
      map[host.toLowerCase()] = parsed.data;
    }
    return map;
  });

/** One configured card encryption key: the certificate browsers encrypt to, and its private key. */
const cardEncryptionKeysSchema = z
  .record(
    encryptionKeyNameSchema,
    z.object({
      certificate: z
        .string()
        .includes("-----BEGIN CERTIFICATE-----", { message: "is not a PEM certificate" }),
      privateKey: z.string().includes("-----BEGIN PRIVATE KEY-----", { message: "is not a PKCS#8 PEM key" }),
    }),
  )
  .refine((keys) => "default" in keys, "needs a key named default");

/**
 * A PEM block given in one environment variable: real newlines, or '\n' written out (many deployment
 * tools hold one line only). An encrypted key is refused: nothing here could ask for its passphrase.
 */
function pemSchema(label: string, what: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === "") return undefined;
      const pem = text.replace(/\\n/g, "\n").trim();
      if (
        !new RegExp(`^-----BEGIN ([A-Z]+ )?${label}-----[\\s\\S]+-----END ([A-Z]+ )?${label}-----$`).test(pem)
      ) {
        ctx.addIssue({ code: "custom", message: `must be ${what}` });
        return z.NEVER;
      }
      if (pem.includes("ENCRYPTED")) {
        ctx.addIssue({ code: "custom", message: `must be ${what}, not an encrypted one` });
        return z.NEVER;
      }
      return `${pem}\n`;
    });
}

/** Whether the certificate is readable and carries the private key's public half (ADR 078). */
function identityProblem(certificate: string, privateKey: string): string | null {
  try {
    const key = createPrivateKey(privateKey);
    return new X509Certificate(certificate).checkPrivateKey(key)
      ? null
      : "is not the private key of APPLE_PAY_MERCHANT_CERT";
  } catch (error) {
    return `could not be read with APPLE_PAY_MERCHANT_CERT: ${error instanceof Error ? error.message : "unknown"}`;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every environment variable the store reads, with its default. The README table mirrors this. */
const configFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number from 1 to 65535" })
    .int("must be a port number from 1 to 65535")
    .min(1, "must be a port number from 1 to 65535")
    .max(65535, "must be a port number from 1 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  BRAND: z
    .enum(brandIdSchema.options, { message: `must be one of ${brandIdSchema.options.join(", ")}` })
    .default("aol"),
  BRAND_HOSTS: brandHostsSchema,
  // brand=origin pairs; every absolute URL (mail links, sitemap, canonical) is built from these (ADR 016).
  PUBLIC_ORIGINS: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const parsed = parsePublicOrigins(text);
      if ("origins" in parsed) return parsed.origins;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(500_000).default(2000),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // ADR 021: how long every cache of catalogue data (products, categories, facets, search words, sitemap)
  // and of the shell (settings, banner, sale, stores) may serve from memory; 0 reads the database every time.
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SHELL_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // "auto" = one render thread per core; 0 renders pages on the main thread (ADR 011).
  SSR_THREADS: z
    .union([z.literal("auto"), z.coerce.number().int().min(0).max(64)], {
      message: "must be auto or a number of threads from 0 to 64",
    })
    .default("auto")
    .transform((value) => (value === "auto" ? availableParallelism() : value)),
  // A page not rendered in this time gets the 503 error page, and its render is abandoned.
  SSR_RENDER_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number of milliseconds from 100 to 120000" })
    .int("must be a number of milliseconds from 100 to 120000")
    .min(100, "must be a number of milliseconds from 100 to 120000")
    .max(120_000, "must be a number of milliseconds from 100 to 120000")
    .default(10_000),
  // Mail (ADR 014): without SMTP_HOST mail stays in the outbox table and the dev mailbox lists it.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default("Appliance store <no-reply@localhost>"),
  // Delivery attempts per mail and the first retry's delay, doubled after each refusal (ADR 020).
  MAIL_ATTEMPTS: z.coerce
    .number({ message: "must be a number of attempts from 1 to 20" })
    .int("must be a number of attempts from 1 to 20")
    .min(1, "must be a number of attempts from 1 to 20")
    .max(20, "must be a number of attempts from 1 to 20")
    .default(5),
  MAIL_RETRY_SECONDS: z.coerce
    .number({ message: "must be a number of seconds from 1 to 3600" })
    .int("must be a number of seconds from 1 to 3600")
    .min(1, "must be a number of seconds from 1 to 3600")
    .max(3600, "must be a number of seconds from 1 to 3600")
    .default(30),
  // Jobs (ADR 020): "false" makes a process that only sends jobs; another process must run them.
  JOBS_ENABLED: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("true")
    .transform((v) => v === "true"),
  // How often an idle worker asks the database for a job; pg-boss's least is half a second.
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: "must be a number of seconds from 0.5 to 60" })
    .min(0.5, "must be a number of seconds from 0.5 to 60")
    .max(60, "must be a number of seconds from 0.5 to 60")
    .default(2),
  // "auto": the dev mailbox (/dev/mailbox) is on unless NODE_ENV is production.
  DEV_MAILBOX: z.enum(["auto", "true", "false"], { message: "must be auto, true or false" }).default("auto"),
  // "auto": the demo accounts (published password) are seeded into the embedded database only (ADR 019).
  SEED_DEMO_ACCOUNTS: z
    .enum(["auto", "true", "false"], { message: "must be auto, true or false" })
    .default("auto"),
  // Days analytics events are kept; older ones are deleted at start and every hour (ADR 019).
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ message: "must be a number of days from 1 to 3650" })
    .int("must be a number of days from 1 to 3650")
    .min(1, "must be a number of days from 1 to 3650")
    .max(3650, "must be a number of days from 1 to 3650")
    .default(90),
  // Days a past delivery day's count of deliveries is kept (ADR 033); past days with none go at once.
  DELIVERY_CAPACITY_HISTORY_DAYS: z.coerce
    .number({ message: "must be a number of days from 0 to 3650" })
    .int("must be a number of days from 0 to 3650")
    .min(0, "must be a number of days from 0 to 3650")
    .max(3650, "must be a number of days from 0 to 3650")
    .default(90),
  // Rate limits (ADR 017): counted in Redis when set, else in the database.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  // Identity (ADR 025): the lifetime of the identity and access tokens, renewed 900 ms before expiry.
  IDENTITY_TOKEN_SECONDS: z.coerce
    .number({ message: "must be a number of seconds from 5 to 86400" })
    .int("must be a number of seconds from 5 to 86400")
    .min(5, "must be a number of seconds from 5 to 86400")
    .max(86_400, "must be a number of seconds from 5 to 86400")
    .default(900),
  // Signs the tokens; without it a key is derived from the session key (itself generated and kept in the database).
  IDENTITY_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The winning CMS staff panels open (storefront s.2 admin embedded panels); unset: no panel URLs.
  WINNING_CMS_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, "must be an http(s) URL")
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  // Project attachments (ADR 046): a folder every process shares (a mounted volume when scaled out);
  // unset: DATA_DIR/attachments. Uploads above ATTACHMENT_MAX_MB are refused with 413.
  ATTACHMENTS_DIR: z.string().min(1).optional(),
  ATTACHMENT_MAX_MB: z.coerce
    .number({ message: "must be a number of megabytes from 1 to 200" })
    .int("must be a number of megabytes from 1 to 200")
    .min(1, "must be a number of megabytes from 1 to 200")
    .max(200, "must be a number of megabytes from 1 to 200")
    .default(25),
  // Proxies of ours in front of the store; 0 ignores X-Forwarded-For, which any client can write.
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ message: "must be a number of proxies from 0 to 5" })
    .int("must be a number of proxies from 0 to 5")
    .min(0, "must be a number of proxies from 0 to 5")
    .max(5, "must be a number of proxies from 0 to 5")
    .default(0),
  // Social sign-in (ADR 026). The sandbox provider (/sandbox/identity) follows the dev mailbox's rule:
  // "auto" is on unless NODE_ENV is production. A real provider is offered when its id and secret are set.
  IDENTITY_SANDBOX: z
    .enum(["auto", "true", "false"], { message: "must be auto, true or false" })
    .default("auto"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  // Apple's client secret is a JWT the operator signs with their Apple key (at most six months valid).
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  // The payment sandboxes (ADR 028, 029): every provider without real credentials is its sandbox, with its
  // pages under /sandbox/. "auto" is on unless NODE_ENV is production; `npm start` (the demo) sets "true".
  PAYMENT_SANDBOX: z
    .enum(["auto", "true", "false"], { message: "must be auto, true or false" })
    .default("auto"),
  // Afterpay (ADR 073): with AFTERPAY_MERCHANT_ID and AFTERPAY_SECRET_KEY (the merchant's API credentials) the
  // real Afterpay replaces its sandbox, at AFTERPAY_API_URL (its sandbox is global-api-sandbox.afterpay.com).
  AFTERPAY_API_URL: z
    .string()
    .regex(/^https:\/\/[^\s/]+$/, "must be an https origin such as https://global-api.afterpay.com")
    .default("https://global-api.afterpay.com"),
  AFTERPAY_MERCHANT_ID: z.string().min(1).optional(),
  AFTERPAY_SECRET_KEY: z.string().min(1).optional(),
  // Klarna (ADR 042): with KLARNA_USERNAME and KLARNA_PASSWORD (the merchant's API credentials) the real
  // Klarna replaces its sandbox, at KLARNA_API_URL (Oceania; its playground is api-oc.playground.klarna.com).
  KLARNA_API_URL: z
    .string()
    .regex(/^https:\/\/[^\s/]+$/, "must be an https origin such as https://api-oc.klarna.com")
    .default("https://api-oc.klarna.com"),
  KLARNA_USERNAME: z.string().min(1).optional(),
  KLARNA_PASSWORD: z.string().min(1).optional(),
  // Humm (ADR 042): with HUMM_ACCOUNT_ID (the merchant number) and HUMM_API_KEY (its signing key) the real
  // Humm replaces its sandbox: the checkout form is posted to HUMM_GATEWAY_URL, refunds go to HUMM_REFUND_URL.
  HUMM_GATEWAY_URL: z
    .string()
    .regex(/^https:\/\/\S+$/, "must be an https URL")
    .default("https://cart.shophumm.com.au/Checkout?platform=Default"),
  HUMM_REFUND_URL: z
    .string()
    .regex(/^https:\/\/\S+$/, "must be an https URL")
    .default("https://portals.shophumm.com.au/api/ExternalRefund/processrefund"),
  HUMM_ACCOUNT_ID: z.string().min(1).optional(),
  HUMM_API_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  // Zip (ADR 074): with ZIP_API_KEY (the merchant's API key) the real Zip online replaces its sandbox, at
  // ZIP_API_URL (Australia; its sandbox is https://api.sandbox.zipmoney.com.au/merchant/v1). With
  // ZIP_LOCATION_ID too (the store location Zip issues), the real Zip in store replaces the in-store sandbox.
  ZIP_API_URL: z
    .string()
    .regex(/^https:\/\/\S+[^/]$/, "must be an https URL without a trailing slash")
    .default("https://api.zipmoney.com.au/merchant/v1"),
  ZIP_IN_STORE_API_URL: z
    .string()
    .regex(/^https:\/\/\S+[^/]$/, "must be an https URL without a trailing slash")
    .default("https://merchantapi.zipmoney.com.au/v1"),
  ZIP_API_KEY: z.string().min(1).optional(),
  ZIP_LOCATION_ID: z
    .string()
    .regex(/^[0-9A-Za-z-]{1,40}$/, "must be the location id Zip issued")
    .optional(),
  // PayPal (ADR 075): with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (the REST app's credentials) the real
  // PayPal, and its Pay Later, replaces its sandbox, at PAYPAL_API_URL (its sandbox is api-m.sandbox.paypal.com).
  PAYPAL_API_URL: z
    .string()
    .regex(/^https:\/\/[^\s/]+$/, "must be an https origin such as https://api-m.paypal.com")
    .default("https://api-m.paypal.com"),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  // Adyen (ADR 076): with all four the real acquirer replaces the card sandbox. ADYEN_CHECKOUT_URL is the
  // Checkout API with its version (test: https://checkout-test.adyen.com/v71; live URLs carry the merchant's
  // prefix); ADYEN_HMAC_KEY is the standard webhook's HMAC key (hex), which signs Adyen's notifications.
  ADYEN_CHECKOUT_URL: z
    .string()
    .regex(
      /^https:\/\/[^\s/]+\/(checkout\/)?v\d+$/,
      "must be Adyen's Checkout API with its version, such as https://checkout-test.adyen.com/v71",
    )
    .optional(),
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{2}){16,}$/, "must be the hex HMAC key from Adyen's Customer Area")
    .optional(),
  // Apple Pay and Google Pay for real (ADR 078), paid through Adyen (its four settings above are needed).
  // Apple Pay takes all three APPLE_PAY_*: the merchant id Apple issued, and the merchant identity
  // certificate and its unencrypted private key as PEM text (a newline may be written as \n), which the
  // store presents to Apple over mutual TLS. Google Pay takes Google's merchant id (Google Pay & Wallet Console).
  APPLE_PAY_MERCHANT_ID: z
    .string()
    .regex(
      /^merchant\.[A-Za-z0-9.-]+$/,
      "must be the merchant id Apple issued, such as merchant.com.example.store",
    )
    .optional(),
  APPLE_PAY_MERCHANT_CERT: pemSchema("CERTIFICATE", "a PEM certificate (-----BEGIN CERTIFICATE-----)"),
  APPLE_PAY_MERCHANT_KEY: pemSchema(
    "PRIVATE KEY",
    "an unencrypted PEM private key (-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----)",
  ),
  // The domain-association file Apple gives for the merchant id (Apple Developer, Merchant IDs, 'Verify'):
  // its path. Read once at start-up and served at /.well-known/apple-developer-merchantid-domain-association
  // on every brand origin, so Apple can verify each domain (ADR 078). Only with the real Apple Pay.
  APPLE_PAY_DOMAIN_ASSOCIATION: z
    .string()
    .optional()
    .transform((path, ctx) => {
      if (path === undefined || path.trim() === "") return undefined;
      let text: string;
      try {
        text = readFileSync(path.trim(), "utf8");
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `must be the path of Apple's domain-association file: ${error instanceof Error ? error.message : "unreadable"}`,
        });
        return z.NEVER;
      }
      if (text.trim() === "") {
        ctx.addIssue({ code: "custom", message: `names an empty file (${path.trim()})` });
        return z.NEVER;
      }
      return text;
    }),
  GOOGLE_PAY_MERCHANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{5,40}$/, "must be the merchant id from Google's Pay & Wallet Console")
    .optional(),
  // Card encryption keys as JSON {"default": {"certificate": PEM, "privateKey": PKCS#8 PEM}, "<brand>": ...};
  // unset: one default key pair generated on first start and kept in the database.
  CARD_ENCRYPTION_KEYS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === "") return undefined;
      const parsed = cardEncryptionKeysSchema.safeParse(parseJson(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: "custom",
        message: `must be JSON {"default": {"certificate": "-----BEGIN CERTIFICATE-----...", "privateKey": "-----BEGIN PRIVATE KEY-----..."}, ...}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      });
      return z.NEVER;
    }),
});

/** The fields, and the rules that join them: a provider's credentials come in sets (ADR 042, 073, 076, 078). */
export const configSchema = configFields.superRefine((config, ctx) => {
  // One without the other is a mistake, not 'use the sandbox'
  for (const [a, b] of [
    ["AFTERPAY_MERCHANT_ID", "AFTERPAY_SECRET_KEY"],
    ["KLARNA_USERNAME", "KLARNA_PASSWORD"],
    ["HUMM_ACCOUNT_ID", "HUMM_API_KEY"],
    ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"],
  ] as const)
    for (const [set, missing] of [
      [a, b],
      [b, a],
    ] as const)
      if (config[set] !== undefined && config[missing] === undefined)
        ctx.addIssue({ code: "custom", path: [missing], message: `is required with ${set}` });
  // Zip's key alone is Zip online; a location without the key is a mistake
  if (config.ZIP_LOCATION_ID !== undefined && config.ZIP_API_KEY === undefined)
    ctx.addIssue({ code: "custom", path: ["ZIP_API_KEY"], message: "is required with ZIP_LOCATION_ID" });
  // Adyen's four settings come together (ADR 076): an acquirer without its webhook key cannot learn of a
  // payment whose answer was lost
  const adyen = ["ADYEN_CHECKOUT_URL", "ADYEN_API_KEY", "ADYEN_MERCHANT_ACCOUNT", "ADYEN_HMAC_KEY"] as const;
  const adyenSet = adyen.filter((name) => config[name] !== undefined);
  if (adyenSet.length > 0)
    for (const missing of adyen.filter((name) => config[name] === undefined))
      ctx.addIssue({ code: "custom", path: [missing], message: `is required with ${adyenSet.join(", ")}` });
  // Apple verifies a domain for a merchant id: the file means nothing without the real Apple Pay (ADR 078)
  if (config.APPLE_PAY_DOMAIN_ASSOCIATION !== undefined && config.APPLE_PAY_MERCHANT_ID === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["APPLE_PAY_DOMAIN_ASSOCIATION"],
      message: "is served only with the real Apple Pay: set APPLE_PAY_MERCHANT_ID, _CERT and _KEY too",
    });
  // Apple Pay's three come together: validating the merchant needs the id, the certificate and its key (ADR 078)
  const apple = ["APPLE_PAY_MERCHANT_ID", "APPLE_PAY_MERCHANT_CERT", "APPLE_PAY_MERCHANT_KEY"] as const;
  const appleSet = apple.filter((name) => config[name] !== undefined);
  if (appleSet.length > 0)
    for (const missing of apple.filter((name) => config[name] === undefined))
      ctx.addIssue({ code: "custom", path: [missing], message: `is required with ${appleSet.join(", ")}` });
  if (config.APPLE_PAY_MERCHANT_CERT !== undefined && config.APPLE_PAY_MERCHANT_KEY !== undefined) {
    const problem = identityProblem(config.APPLE_PAY_MERCHANT_CERT, config.APPLE_PAY_MERCHANT_KEY);
    if (problem) ctx.addIssue({ code: "custom", path: ["APPLE_PAY_MERCHANT_KEY"], message: problem });
  }
  // Real wallet tokens are paid through Adyen: without it the settings would be silently ignored
  if (adyenSet.length === 0)
    for (const name of [
      ...appleSet,
      ...(config.GOOGLE_PAY_MERCHANT_ID !== undefined ? ["GOOGLE_PAY_MERCHANT_ID"] : []),
    ])
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `needs Adyen (${adyen.join(", ")}): real Apple Pay and Google Pay tokens are paid through it`,
      });
});
export type Config = z.infer<typeof configSchema>;

/** Parses the environment once; throws one message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
