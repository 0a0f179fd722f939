import { compactDecrypt, decodeProtectedHeader, importPKCS8 } from "jose";
import { describe, expect, it } from "vitest";
import { encryptCard } from "./card-encryption.ts";

// A throwaway key pair made for this test alone (openssl): it guards nothing. The round trip through
// the store's own keys and card gateway is apps/server/src/payments/card-gateway.test.ts.
const certificate = `-----BEGIN CERTIFICATE-----
MIIDKzCCAhOgAwIBAgIUF3jcAiHEf9pEJ1ImZWqfd70Y9c8wDQYJKoZIhvcNAQEL
BQAwJDEiMCAGA1UEAwwZQ2FyZCBlbmNyeXB0aW9uIHRlc3Qgb25seTAgFw0yNjEx
MjQxMDIwNTdaGA8yMTI2MTAzMTEwMjA1N1owJDEiMCAGA1UEAwwZQ2FyZCBlbmNy
eXB0aW9uIHRlc3Qgb25seTCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEB
ANYslTbWEvIZxAgBz0YDtc+1/FTnfMIMUTx7Afx5xno62niNanO7ieo5RUXMRhNC
XZuGG28MKuQsbyFRhxPGUqIsyfWP+VSTs0fB/fRsMLVNXG27SpgLJ0sFQUVkg0gw
hohAUj7q2GNhe8HI9Q/hlGmittACIkFuR9niHLjp/rB1vBfIGYNoBn2Pt0Nwiy0s
4VN0xcCCQH+cUX+ggMpIlDBU+7YkNtuIz9kMl7whjP+nxeninUUrkRnaVnHxd9RL
Qz2diCyATU/EA1R4Fm8+34+G+2QKKO6FkZ+0DccZ5WTPYdlTEvh5HtbrG9GVO8JC
maZYhNS5NbmFVgNFlzUo/lECAwEAAaNTMFEwHQYDVR0OBBYEFOJ2N1lNd2dbhffn
Sw+uoF7sXn9hMB8GA1UdIwQYMBaAFOJ2N1lNd2dbhffnSw+uoF7sXn9hMA8GA1Ud
EwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAEX7fhbTwDFJM1e7HnkkJgdN
mEHl+dU9pWhy9fpk0f1tapWxu83UU5LxBK8TMuOe1J9N5KrekV61ee8HjQYbQgaq
kpXMPB/GTopVKJWoV1tRKmNYsJm4W5Vx/6nOB+0lRVuyLyJJseQpngey/20VyCK7
pSujgiiymU6l8cAgVwnQ3jESElWhAMubZ1eRBHizAKfwQu3aFVm3jSCr5MV8SGJZ
l+PTD5SGuJQEr+OAfnErRN32Hb4ed+oVEaE5z0/brZbWseQsBiT6h5CelbAsdYX+
6g439R1u1MCiHpPfxqfBWG+1mrabDmLoG3YvnrgRsvi0QhXfsea/5AWeSwpmma8=
-----END CERTIFICATE-----`;
const privateKey = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDWLJU21hLyGcQI
Ac9GA7XPtfxU53zCDFE8ewH8ecZ6Otp4jWpzu4nqOUVFzEYTQl2bhhtvDCrkLG8h
UYcTxlKiLMn1j/lUk7NHwf30bDC1TVxtu0qYCydLBUFFZINIMIaIQFI+6thjYXvB
yPUP4ZRporbQAiJBbkfZ4hy46f6wdbwXyBmDaAZ9j7dDcIstLOFTdMXAgkB/nFF/
oIDKSJQwVPu2JDbbiM/ZDJe8IYz/p8Xp4p1FK5EZ2lZx8XfUS0M9nYgsgE1PxANU
eBZvPt+PhvtkCijuhZGftA3HGeVkz2HZUxL4eR7W6xvRlTvCQpmmWITUuTW5hVYD
RZc1KP5RAgMBAAECggEADg/FnjY7mTSdh8Ripkn7vQ70Pw4nGpscwaKhNJaO3vCP
7nv5F28iihkc1g0oM/8r+S2QDeBCd/z+MOBS74vvr0vPLgsNXNheXCGS+bduvUCT
3HUrBm+DssETZ38cFXhwz2+gVsGBgojgdg5/ydKkNV6kWmTWze1JKgzWmOzCtuAX
6ybPQCCh5cAyBuyCcuaYuNqmj/8GbF0lgKF6cepbdKDlC6Y9MALw6asckYZVXAO8
fJ21g+77s415Md+riZD/lvVW+6To8B8ngiIchqj5hEw8DYE6rljaNnUdzvSqh05m
b29AVeBG7vjuTcXLUFDeK9SQ4i5Ze6qDdfIbmjx4KQKBgQDuAYdvEnlcfzOMTrEm
eKfnyqgGxIFuGedQSoNPNmduD+MZI1E5OFTLU7+IoDo0d4AQ+lETSxUUsEv5/S0O
nb3gtkIB+m0GAHHsfemrJ2syD2k63DGWnJ3a22DE8pkf2sNEZSYdBgEwIS3K6WND
OL1XS7s7im5PpzaoXl4pl7uFPQKBgQDmXc1rJsIPhR9EcV57hGUHNh5HqDVPz5Xb
VPcXkw7tucYuGcXw8Ks4xW+XkvXcGIQDpcChxEYp62AMg0/iUoNcSMWynriF3h/o
IwBLUz114Cgz1DY06sb83TbwVfypk/KbVjBJTYy3uyHHJH+HOyTd9onZJV8eE2sK
T6SDM4p2pQKBgBQM2uz3gHPTX3NVecUE6xgy0V7olQLCeeMgs9kreyEhg38to30P
is0qO/t1jBG5c3d6rvPSIm+AvpXLx0zw6vsQP5VNFHwp82752IKLqpMoCzRjMmY+
wWmbi5Zr3Yx6cHLFlqVhSR5V3Ta33J3gHMtK3PYSHmLlckxSztnwJ2L9AoGBANt6
84PrYWk4BBpJiSNVeIvuW9sZv/FSbgySXvju+4IzRUYW+CgepINqWG+pbOVN1jlD
asy1G8REpTZGxY1z4APEsdcEsfmZL/0Tm+woWp47+xGmVh8EsKGqgfVpd1h5xOOK
smakpDVI7V22wGovR2jSw3NHz9/v0EP6rVrzeDChAoGAIf3UEOOZuhYNKKfjivQc
6gkIW/cg5ErPEf7uzQkOr63hmakLR9rIrxrsK6TrDR7UxHeUkDtvU6OM2RgWcEyX
BKXZjB6zBGeBoiJbABCuxzebvvf1t23JwPbFV5EADc1TqVngNXhFVYH0xyBGDDq5
QfjRFaamfZZiJWAr18WiTWw=
-----END PRIVATE KEY-----`;

const card = { cardNo: "4242 4242 4242 4242", expiryDate: "03/30", cvv: "123", nameOnCard: " Jo Citizen " };

async function decrypt(jwe: string): Promise<unknown> {
  const key = await importPKCS8(privateKey, "RSA-OAEP-256");
  const { plaintext } = await compactDecrypt(jwe, key);
  return JSON.parse(new TextDecoder().decode(plaintext));
}

describe("encryptCard (happy-dom)", () => {
  it("makes one RSA-OAEP-256 / A256GCM JWE per key, named by its kid", async () => {
    const values = await encryptCard({ default: certificate, Miele: certificate }, card);
    expect(Object.keys(values).sort()).toEqual(["Miele", "default"]);
    for (const [name, jwe] of Object.entries(values)) {
      expect(jwe.split(".")).toHaveLength(5);
      expect(decodeProtectedHeader(jwe)).toEqual({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: name });
    }
    // Fresh randomness per key: the two are not one ciphertext copied
    expect(values.default).not.toBe(values.Miele);
  });

  it("carries the card and when it was encrypted, the number without spaces and the year in full", async () => {
    const now = new Date("2026-11-24T10:00:00.000Z");
    const values = await encryptCard({ default: certificate }, card, now);
    expect(await decrypt(values.default ?? "")).toEqual({
      number: "4242424242424242",
      expiryMonth: "03",
      expiryYear: "2030",
      cvc: "123",
      holderName: "Jo Citizen",
      generationtime: "2026-11-24T10:00:00.000Z",
    });
    const long = await encryptCard({ default: certificate }, { ...card, expiryDate: "7/2031" }, now);
    expect(await decrypt(long.default ?? "")).toMatchObject({ expiryMonth: "07", expiryYear: "2031" });
  });

  it("refuses an expiry that is not MM/YY or MM/YYYY, and a key that is not a certificate", async () => {
    await expect(encryptCard({ default: certificate }, { ...card, expiryDate: "2030-03" })).rejects.toThrow(
      "MM/YY",
    );
    await expect(encryptCard({ default: "not a certificate" }, card)).rejects.toThrow();
  });

  it("with no keys, encrypts nothing", async () => {
    expect(await encryptCard({}, card)).toEqual({});
  });
});
