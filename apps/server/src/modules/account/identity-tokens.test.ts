import { readIdentityToken } from "@store/domain/identity-token";
import { describe, expect, it } from "vitest";
import {
  IdentityTokenSigner,
  identityKeyOf,
  renewalGraceSeconds,
  type TokenSubject,
} from "./identity-tokens.ts";

const subject: TokenSubject = {
  userId: 7,
  email: "jo@example.com",
  firstName: "Jo",
  lastName: "Smith",
  role: "staff",
  winningUserId: "WU-7",
  sessionId: "session-a",
};
const signer = new IdentityTokenSigner(identityKeyOf("a session key of at least thirty-two chars"), 900);
const now = () => Math.floor(Date.now() / 1000);

describe("IdentityTokenSigner", () => {
  it("issues an identity token with the spec's claims and an access token for the session", async () => {
    const tokens = await signer.issue(subject, "nonce-0123456789abcdef");
    expect(readIdentityToken(tokens.identityToken)).toMatchObject({
      sub: "7",
      given_name: "Jo",
      role: "staff",
      winning_user_id: "WU-7",
      nonce: "nonce-0123456789abcdef",
    });
    expect(tokens.expiresIn).toBe(900);
    expect(await signer.accessTokenUser(tokens.accessToken, "session-a")).toBe(7);
  });

  it("refuses another session, another key, an identity token, and one expired past the grace", async () => {
    const tokens = await signer.issue(subject, "nonce-0123456789abcdef");
    expect(await signer.accessTokenUser(tokens.accessToken, "session-b")).toBeNull();
    const other = new IdentityTokenSigner(identityKeyOf("another session key of thirty-two chars"), 900);
    expect(await other.accessTokenUser(tokens.accessToken, "session-a")).toBeNull();
    expect(await signer.accessTokenUser(tokens.identityToken, "session-a")).toBeNull();
    expect(await signer.accessTokenUser("not.a.token", "session-a")).toBeNull();
    const late = await signer.issue(subject, "n".repeat(20), now() - 900 - renewalGraceSeconds + 30);
    expect(await signer.accessTokenUser(late.accessToken, "session-a")).toBe(7);
    const tooLate = await signer.issue(subject, "n".repeat(20), now() - 900 - renewalGraceSeconds - 30);
    expect(await signer.accessTokenUser(tooLate.accessToken, "session-a")).toBeNull();
  });

  it("derives a token key that is not the session key and differs per session key", () => {
    expect(identityKeyOf("k".repeat(32))).not.toBe("k".repeat(32));
    expect(identityKeyOf("k".repeat(32))).not.toBe(identityKeyOf("j".repeat(32)));
  });
});
