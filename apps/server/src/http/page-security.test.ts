import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, permissionsPolicy } from "./page-security.ts";

/** The page's CSP and Permissions-Policy (ADR 016), with Intercom's hosts (ADR 061) and the real Google Pay's (ADR 078). */

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .filter((d) => d.startsWith(`${name} `))
    .map((d) => d.slice(name.length + 1));

describe("contentSecurityPolicy", () => {
  it("allows scripts from the store and the nonce only, and no frames, by default", () => {
    const policy = contentSecurityPolicy("abc", "production");
    expect(directive(policy, "script-src")).toEqual(["'self' 'nonce-abc'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual([]);
    expect(policy).toContain("object-src 'none'");
  });

  it("lets the real Google Pay's script, sheet and payment handler in, in one directive each beside Intercom's", () => {
    const policy = contentSecurityPolicy("abc", "production", { intercom: true, googlePay: true });
    expect(directive(policy, "script-src")[0]).toContain("https://pay.google.com");
    expect(directive(policy, "script-src")[0]).toContain("https://widget.intercom.io");
    expect(directive(policy, "connect-src")[0]).toContain("https://google.com/pay");
    expect(directive(policy, "frame-src")).toEqual([
      "https://intercom-sheets.com https://www.intercom-reporting.com https://pay.google.com",
    ]);
    expect(directive(policy, "media-src")).toEqual(["https://js.intercomcdn.com"]);
  });
});

describe("permissionsPolicy", () => {
  it("denies the Payment Request API unless the real wallets take payments", () => {
    expect(permissionsPolicy()).toContain("payment=()");
    expect(permissionsPolicy({ payment: true })).toContain("payment=(self)");
    expect(permissionsPolicy({ payment: true })).toContain("camera=()");
  });
});
