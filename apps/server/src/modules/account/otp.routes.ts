import { otpRequestSchema, otpVerifySchema } from "@store/domain/account.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validJson } from "../../http/validate.ts";
import type { AccountRequest } from "./account.service.ts";
import type { OtpLogin } from "./otp-login.ts";

/** POST /api/account/otp/request and /verify: signing in with a mailed code (OTPEnabled, ADR 060). */
export function otpRoutes(otp: OtpLogin) {
  const request = (c: Context<AppEnv>): AccountRequest => ({
    session: c.get("session"),
    brand: c.var.brand,
    publicOrigin: c.get("publicOrigin"),
    clientIp: c.get("clientIp"),
  });
  return new Hono<AppEnv>()
    .post("/request", async (c) => {
      const { email } = await validJson(c, otpRequestSchema);
      return c.json(await otp.request(email, request(c)));
    })
    .post("/verify", async (c) => {
      const input = await validJson(c, otpVerifySchema);
      return c.json(await otp.verify(input, request(c)));
    });
}
