import "reflect-metadata";
import { X509Certificate } from "node:crypto";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import * as x509 from "@peculiar/x509";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutualTlsSend, type TlsIdentity } from "./mutual-tls-send.ts";

/**
 * The mutual TLS sender Apple's merchant validation goes through (ADR 078), against a local https server
 * that asks for a client certificate (never Apple): the merchant identity is presented, the body and
 * headers arrive, Apple's answer comes back as a Response, and the caller's signal ends a call.
 */

/** A self-signed RSA certificate and its PKCS#8 key, for `localhost`. */
async function selfSigned(commonName: string): Promise<TlsIdentity> {
  const algorithm = {
    name: "RSASSA-PKCS1-v1_5",
    hash: "SHA-256",
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = await crypto.subtle.generateKey(algorithm, true, ["sign", "verify"]);
  const now = new Date();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: "01",
      name: `CN=${commonName}`,
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + 24 * 3600 * 1000),
      signingAlgorithm: algorithm,
      keys,
      extensions: [new x509.SubjectAlternativeNameExtension([{ type: "dns", value: "localhost" }])],
    },
    crypto,
  );
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey("pkcs8", keys.privateKey)).toString("base64");
  return {
    certificate: certificate.toString("pem"),
    privateKey: `-----BEGIN PRIVATE KEY-----\n${pkcs8.replace(/(.{64})/g, "$1\n").trimEnd()}\n-----END PRIVATE KEY-----\n`,
  };
}

let server: Server;
let origin: string;
let serverIdentity: TlsIdentity;
let merchant: TlsIdentity;
/** What the server saw of the last request. */
let seen: {
  fingerprint: string | null;
  method: string;
  headers: Record<string, unknown>;
  body: string;
} | null = null;
let hold = false;

beforeAll(async () => {
  [serverIdentity, merchant] = await Promise.all([
    selfSigned("localhost"),
    selfSigned("merchant.com.example"),
  ]);
  server = createServer(
    {
      cert: serverIdentity.certificate,
      key: serverIdentity.privateKey,
      requestCert: true,
      rejectUnauthorized: false,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        seen = {
          fingerprint: peer && "fingerprint256" in peer && peer.fingerprint256 ? peer.fingerprint256 : null,
          method: req.method ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        };
        if (hold) return;
        const refused = !seen.fingerprint;
        res.writeHead(refused ? 403 : 200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(refused ? { statusMessage: "no certificate" } : { merchantSessionIdentifier: "S1" }),
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("mutualTlsSend", () => {
  it("presents the merchant identity certificate and posts the body", async () => {
    const send = mutualTlsSend(merchant, { ca: serverIdentity.certificate });
    const response = await send(`${origin}/paymentservices/startSession`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ initiative: "web" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ merchantSessionIdentifier: "S1" });
    expect(seen?.fingerprint).toBe(new X509Certificate(merchant.certificate).fingerprint256);
    expect(seen).toMatchObject({ method: "POST", body: '{"initiative":"web"}' });
    expect(seen?.headers["content-type"]).toBe("application/json");
    expect(seen?.headers["content-length"]).toBe("20");
  });

  it("trusts only the usual roots: an unknown server certificate is no answer", async () => {
    await expect(mutualTlsSend(merchant)(`${origin}/x`, { method: "POST", body: "{}" })).rejects.toThrow();
  });

  it("ends the call when the caller's signal fires, and refuses plain http", async () => {
    hold = true;
    try {
      const send = mutualTlsSend(merchant, { ca: serverIdentity.certificate });
      await expect(
        send(`${origin}/slow`, { method: "POST", body: "{}", signal: AbortSignal.timeout(200) }),
      ).rejects.toThrow();
    } finally {
      hold = false;
    }
    await expect(mutualTlsSend(merchant)("http://localhost/x", { method: "POST" })).rejects.toBeInstanceOf(
      TypeError,
    );
  });
});
