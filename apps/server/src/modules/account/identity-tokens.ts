import { createHmac } from "node:crypto";
import type { IdentityClaims, IdentityTokens } from "@store/domain/account.schema";
import { errors, jwtVerify, SignJWT } from "jose";

/**
 * The token key when IDENTITY_TOKEN_SECRET is unset: derived from the session key (generated once and
 * kept in the database, ADR 019) under its own label, so the two keys differ and neither is committed.
 */
export function identityKeyOf(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("identity-token-key").digest("hex");
}

/** Who the tokens are for: the account's claims and the session they were issued in. */
export interface TokenSubject {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: IdentityClaims["role"];
  winningUserId: string | null;
  sessionId: string;
}

const issuer = "appliance-store";

/** How late after expiry an access token may still be renewed. */
export const renewalGraceSeconds = 120;

/**
 * Signs and checks the spec's identity and access tokens (HS256, ADR 025). The access token names its
 * session by an HMAC, so a token copied out of local storage reveals no session key.
 */
export class IdentityTokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly lifetimeSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private sessionTag(sessionId: string): string {
    return createHmac("sha256", this.key).update(`sid:${sessionId}`).digest("base64url").slice(0, 22);
  }

  /** A new identity and access token pair for `subject`, carrying the client's nonce. */
  async issue(
    subject: TokenSubject,
    nonce: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): Promise<IdentityTokens> {
    const exp = nowSeconds + this.lifetimeSeconds;
    const identityToken = await new SignJWT({
      email: subject.email,
      given_name: subject.firstName,
      family_name: subject.lastName,
      role: subject.role,
      winning_user_id: subject.winningUserId,
      nonce,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(subject.userId))
      .setIssuer(issuer)
      .setAudience("identity")
      .setIssuedAt(nowSeconds)
      .setExpirationTime(exp)
      .sign(this.key);
    const accessToken = await new SignJWT({ sid: this.sessionTag(subject.sessionId) })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setSubject(String(subject.userId))
      .setIssuer(issuer)
      .setAudience("access")
      .setIssuedAt(nowSeconds)
      .setExpirationTime(exp)
      .sign(this.key);
    return { identityToken, accessToken, expiresIn: this.lifetimeSeconds };
  }

  /**
   * The user an access token was issued to in `sessionId`, or null when its signature, audience or
   * session does not hold, or it expired more than renewalGraceSeconds ago (renewal fires 900 ms
   * before expiry, and a throttled background tab may send it late). The caller checks next that the
   * session is still signed in as that user.
   */
  async accessTokenUser(token: string, sessionId: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer,
        audience: "access",
        algorithms: ["HS256"],
        typ: "at+jwt",
        clockTolerance: renewalGraceSeconds,
      });
      if (payload.sid !== this.sessionTag(sessionId)) return null;
      const userId = Number(payload.sub);
      return Number.isInteger(userId) && userId > 0 ? userId : null;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
