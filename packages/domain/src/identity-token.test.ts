import { describe, expect, it } from "vitest";
import { identityTokenState, msUntilRenewal, readIdentityToken } from "./identity-token.ts";

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claims = {
  sub: "7",
  email: "jo@example.com",
  given_name: "Jo",
  family_name: "Smith",
  role: "customer",
  nonce: "n".repeat(20),
  iat: 1_000,
  exp: 2_000,
};
const token = (body: unknown = claims) => `${part({ alg: "HS256" })}.${part(body)}.signature`;

describe("readIdentityToken", () => {
  it("reads the claims of a three-part token", () => {
    expect(readIdentityToken(token())?.given_name).toBe("Jo");
  });

  it("answers null for anything that is not three parts of JSON claims", () => {
    expect(readIdentityToken(null)).toBeNull();
    expect(readIdentityToken("")).toBeNull();
    expect(readIdentityToken("a.b")).toBeNull();
    expect(readIdentityToken("a.b.c.d")).toBeNull();
    expect(readIdentityToken(`${part({})}..sig`)).toBeNull();
    expect(readIdentityToken(`${part({})}.not-json.sig`)).toBeNull();
    expect(readIdentityToken(token({ sub: "7" }))).toBeNull();
  });
});

describe("identityTokenState", () => {
  it("logs out a token that is malformed or expired", () => {
    expect(identityTokenState("x.y", 0)).toBe("logout");
    expect(identityTokenState(token(), 2_000_000)).toBe("logout");
    expect(identityTokenState(token(), 2_000_500)).toBe("logout");
  });

  it("renews within 900 ms of expiry and keeps it before", () => {
    expect(identityTokenState(token(), 2_000_000 - 900)).toBe("renew");
    expect(identityTokenState(token(), 2_000_000 - 1)).toBe("renew");
    expect(identityTokenState(token(), 2_000_000 - 901)).toBe("valid");
  });

  it("times the renewal 900 ms before expiry", () => {
    expect(msUntilRenewal({ exp: 2_000 }, 1_000_000)).toBe(999_100);
    expect(msUntilRenewal({ exp: 2_000 }, 3_000_000)).toBe(0);
  });
});
