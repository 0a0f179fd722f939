import { createHmac, randomBytes, randomInt } from "node:crypto";
import {
  type AccountMessage,
  type OtpVerify,
  otpCodeSeconds,
  otpMaxTries,
  type SignedInAnswer,
} from "@store/domain/account.schema";
import { loginFailureLimits, tryAgainIn } from "@store/domain/rate-limits";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { LimitCheck, RateLimitService } from "../rate-limit/rate-limit.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { UserService } from "../user/user.service.ts";
import { type AccountRequest, type AccountService, mailChecks } from "./account.service.ts";
import { signInCodes } from "./account.tables.ts";
import { signInCodeMail } from "./account-mail.ts";

/** What every code call answers while the brand's OTPEnabled is off (ADR 060). */
export const otpSwitchedOff =
  "Signing in with an emailed code is not offered in this store. Please log in with your password.";
export const otpSameAnswer =
  "If this email has a confirmed account, we have sent it a 6-digit sign-in code. The code works once, for 10 minutes.";
export const otpWrongCode = "That code is not right. Please check the latest email and try again.";
export const otpDeadCode = "Too many wrong tries: this code no longer works. Request a new code.";
export const otpNoCode = "This code has expired or was already used. Request a new code.";

/**
 * Signing in with a one-time code mailed to a confirmed account (OTPEnabled, ADR 060). The code is kept
 * only as an HMAC-SHA256 keyed by the session secret; one row per account, so a new code replaces the old.
 */
export class OtpLogin {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly accounts: AccountService,
    private readonly secret: string,
  ) {}

  /** Mails a new code when the address has a confirmed account; the same answer either way. */
  async request(email: string, request: AccountRequest): Promise<AccountMessage> {
    await this.requireOn(request);
    await this.limits.consume(mailChecks(email, request));
    const user = await this.users.byEmail(email);
    if (user?.emailConfirmedAt) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const values = {
        codeHash: this.hash(user.id, code),
        tries: 0,
        expiresAt: new Date(Date.now() + otpCodeSeconds * 1000),
        usedAt: null,
        createdAt: new Date(),
      };
      await this.db
        .insert(signInCodes)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: signInCodes.userId, set: values });
      await this.mail.send({
        ...signInCodeMail(request.brand, user.email, user.firstName, code),
        kind: "sign-in-code",
      });
    }
    return { ok: true, message: otpSameAnswer };
  }

  /**
   * Signs in with the account's live code. One UPDATE either redeems it (right code) or counts a wrong
   * try, under the row's lock, so two verifies of one code cannot both sign in.
   */
  async verify(input: OtpVerify, request: AccountRequest): Promise<SignedInAnswer> {
    await this.requireOn(request);
    const failures: LimitCheck[] = [
      { rule: loginFailureLimits.perIp, key: request.clientIp, message: tooManyTries },
    ];
    const spent = await this.limits.spent(failures);
    if (spent)
      throw new AppError("too_many_requests", spent.check.message(spent.retryAfterSeconds), {
        retryAfterSeconds: spent.retryAfterSeconds,
      });
    const user = await this.users.byEmail(input.email);
    const refuse = async (message: string): Promise<never> => {
      await this.limits.take(failures);
      throw new AppError("invalid", message);
    };
    // An unknown address answers as a wrong code would
    if (!user?.emailConfirmedAt) return refuse(otpWrongCode);
    const right = sql`${signInCodes.codeHash} = ${this.hash(user.id, input.code)}`;
    const [row] = await this.db
      .update(signInCodes)
      .set({
        usedAt: sql`case when ${right} then now() else null end`,
        tries: sql`${signInCodes.tries} + case when ${right} then 0 else 1 end`,
      })
      .where(
        and(
          eq(signInCodes.userId, user.id),
          isNull(signInCodes.usedAt),
          gt(signInCodes.expiresAt, sql`now()`),
          lt(signInCodes.tries, otpMaxTries),
        ),
      )
      .returning({ usedAt: signInCodes.usedAt, tries: signInCodes.tries });
    if (!row) {
      const [dead] = await this.db
        .select({ tries: signInCodes.tries })
        .from(signInCodes)
        .where(eq(signInCodes.userId, user.id));
      return refuse(dead && dead.tries >= otpMaxTries ? otpDeadCode : otpNoCode);
    }
    if (!row.usedAt) return refuse(row.tries >= otpMaxTries ? otpDeadCode : otpWrongCode);
    const { userId: _, ...tokens } = await this.accounts.signIn(user, request, input.nonce ?? randomNonce());
    return { ...tokens, returnUrl: input.returnUrl };
  }

  private async requireOn(request: AccountRequest): Promise<void> {
    if (!(await this.settings.features(request.brand.id)).otp)
      throw new AppError("not_found", otpSwitchedOff);
  }

  private hash(userId: number, code: string): string {
    return createHmac("sha256", this.secret).update(`sign-in-code:${userId}:${code}`).digest("hex");
  }
}

const tooManyTries = (seconds: number) =>
  `Too many wrong codes from this network. Please try again ${tryAgainIn(seconds)}.`;

const randomNonce = () => randomBytes(16).toString("base64url");
