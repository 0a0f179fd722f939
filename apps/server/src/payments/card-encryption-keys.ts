// @peculiar/x509 resolves its ASN.1 helpers through tsyringe, which needs the Reflect metadata API first.
import "reflect-metadata";
import * as x509 from "@peculiar/x509";
import { encryptionKeyNameSchema } from "@store/domain/card-payment.schema";
import { eq } from "drizzle-orm";
import { importPKCS8, importX509 } from "jose";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { cardEncryptionKeys } from "./payments.tables.ts";

/** The name of the key every checkout offers; other keys are named for a brand or a manufacturer. */
export const defaultKeyName = "default";

/** The one key algorithm pair card payloads are encrypted with (checkout s.7): anything else is refused. */
export const cardJweAlgorithm = "RSA-OAEP-256";
export const cardJweEncryption = "A256GCM";

/** One key pair: the certificate (PEM) a browser encrypts to and the PKCS#8 private key (PEM). */
export interface CardKeyPair {
  certificate: string;
  privateKey: string;
}

/**
 * A new RSA 2048 key pair for card encryption and a self-signed X.509 certificate carrying its public key
 * (ten years). The certificate only carries the key to the browser; nothing trusts its signature.
 */
export async function generateCardKeyPair(name: string, now = new Date()): Promise<CardKeyPair> {
  const rsa = { publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048, hash: "SHA-256" };
  const pair = await crypto.subtle.generateKey({ name: "RSA-OAEP", ...rsa }, true, ["encrypt", "decrypt"]);
  const pkcs8 = await crypto.subtle.exportKey("pkcs8", pair.privateKey);
  // Self-signed with the same key, imported again for signing (WebCrypto binds a key to one algorithm).
  const signing = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
  const signingKey = await crypto.subtle.importKey("pkcs8", pkcs8, signing, false, ["sign"]);
  const subject = `CN=Card encryption ${name.replace(/[,=+<>#;"\\]/g, " ")}, O=Appliance store`;
  const certificate = await x509.X509CertificateGenerator.create(
    {
      serialNumber: Buffer.from(crypto.getRandomValues(new Uint8Array(8)))
        .toString("hex")
        .replace(/^[89a-f]/, "1"),
      subject,
      issuer: subject,
      notBefore: now,
      notAfter: new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000),
      signingAlgorithm: signing,
      publicKey: pair.publicKey,
      signingKey,
      extensions: [new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyEncipherment, true)],
    },
    crypto,
  );
  const privateKey = `-----BEGIN PRIVATE KEY-----\n${Buffer.from(pkcs8)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")
    .trimEnd()}\n-----END PRIVATE KEY-----\n`;
  return { certificate: certificate.toString("pem"), privateKey };
}

type DecryptionKey = Awaited<ReturnType<typeof importPKCS8>>;

/**
 * The card encryption keys (ADR 028): CARD_ENCRYPTION_KEYS when configured, else pairs generated on first
 * use and kept in the database ('default' at start, a manufacturer's such as Miele when a checkout first
 * asks for it), so every process over it encrypts and decrypts alike. Concurrent first uses agree: each
 * offers a pair, the first insert wins, all read the winner.
 */
export class CardEncryptionKeys {
  private loaded: Promise<Record<string, CardKeyPair>> | null = null;
  private readonly generating = new Map<string, Promise<void>>();
  private readonly decryptionKeys = new Map<string, Promise<DecryptionKey>>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, "CARD_ENCRYPTION_KEYS">,
  ) {}

  /** Every key pair by name (generating and storing the default one on first use). */
  private pairs(): Promise<Record<string, CardKeyPair>> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<Record<string, CardKeyPair>> {
    if (this.config.CARD_ENCRYPTION_KEYS) {
      const pairs = this.config.CARD_ENCRYPTION_KEYS;
      // A bad certificate or key stops here, on first use, instead of in a shopper's checkout.
      for (const pair of Object.values(pairs)) {
        await importX509(pair.certificate, cardJweAlgorithm);
        await importPKCS8(pair.privateKey, cardJweAlgorithm);
      }
      return pairs;
    }
    let stored = await this.db.select().from(cardEncryptionKeys);
    if (!stored.some((row) => row.name === defaultKeyName)) {
      await this.offer(defaultKeyName);
      stored = await this.db.select().from(cardEncryptionKeys);
    }
    return Object.fromEntries(
      stored.map((row) => [row.name, { certificate: row.certificate, privateKey: row.privateKey }]),
    );
  }

  /** Generates a pair named `name` and stores it unless another process stored one first. */
  private async offer(name: string): Promise<void> {
    const offered = await generateCardKeyPair(name);
    await this.db
      .insert(cardEncryptionKeys)
      .values({ name, ...offered })
      .onConflictDoNothing();
  }

  /** The stored pair of `name` (another process may have made it since this one loaded), else null. */
  private async storedPair(name: string): Promise<CardKeyPair | null> {
    if (this.config.CARD_ENCRYPTION_KEYS) return null;
    const [row] = await this.db.select().from(cardEncryptionKeys).where(eq(cardEncryptionKeys.name, name));
    if (!row) return null;
    const pair = { certificate: row.certificate, privateKey: row.privateKey };
    (await this.pairs())[name] = pair;
    return pair;
  }

  /** Makes sure the keys exist (start-up calls it, so the first checkout does not wait for a key pair). */
  async ensure(): Promise<void> {
    await this.pairs();
  }

  /**
   * The checkout view's x509EncryptionKeys: key name -> PEM certificate. Always 'default'; the key of
   * `brand` (a store brand) when it has one; and each of `names`, the keys this checkout needs (a
   * manufacturer such as Miele): configured ones only with CARD_ENCRYPTION_KEYS, else generated on first use.
   */
  async encryptionKeysFor(
    brand: string | readonly string[],
    names: readonly string[] = [],
  ): Promise<Record<string, string>> {
    const pairs = await this.pairs();
    if (!this.config.CARD_ENCRYPTION_KEYS) {
      const missing = names.filter((name) => !pairs[name] && encryptionKeyNameSchema.safeParse(name).success);
      await Promise.all(missing.map((name) => this.generated(name)));
    }
    const keys: Record<string, string> = {};
    for (const name of [defaultKeyName, ...(typeof brand === "string" ? [brand] : brand), ...names]) {
      const pair = pairs[name];
      if (pair) keys[name] = pair.certificate;
    }
    return keys;
  }

  /** Makes the pair `name` exist, once per process however many checkouts ask at the same time. */
  private generated(name: string): Promise<void> {
    let running = this.generating.get(name);
    if (!running) {
      running = (async () => {
        if (!(await this.storedPair(name))) {
          await this.offer(name);
          await this.storedPair(name);
        }
      })().finally(() => this.generating.delete(name));
      this.generating.set(name, running);
    }
    return running;
  }

  /** The private key of `name`, for the card gateway's decryption only; null for a name it does not have. */
  async decryptionKey(name: string): Promise<DecryptionKey | null> {
    const pair = (await this.pairs())[name] ?? (await this.storedPair(name));
    if (!pair) return null;
    let key = this.decryptionKeys.get(name);
    if (!key) {
      key = importPKCS8(pair.privateKey, cardJweAlgorithm);
      this.decryptionKeys.set(name, key);
    }
    return key;
  }
}
