import { createHash, randomBytes } from "node:crypto";
import {
  type AccountInfo,
  type AccountMessage,
  type AccountPatch,
  type Address,
  type AddressSave,
  type AdminPanels,
  confirmTokenSeconds,
  type IdentityTokens,
  type InvoicePage,
  type LoginForm,
  type ProfileUpdate,
  type Registration,
  type RegistrationResult,
  type Relogin,
  resetTokenSeconds,
} from "@store/domain/account.schema";
import type { Brand } from "@store/domain/brands";
import type { OrderDetail } from "@store/domain/order.schema";
import { commonPasswordMessage } from "@store/domain/password-policy";
import {
  accountMailLimits,
  type LimitRule,
  loginFailureLimits,
  mailboxKey,
  registrationLimits,
  tryAgainIn,
} from "@store/domain/rate-limits";
import type { Viewer } from "@store/domain/viewer";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { CompareService } from "../compare/compare.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { OrderService } from "../order/order.service.ts";
import type { LimitCheck, RateLimitService } from "../rate-limit/rate-limit.service.ts";
import type { RequestSession, SessionService } from "../session/session.service.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserRow, UserService } from "../user/user.service.ts";
import { accountTokens, addresses, userIdentities } from "./account.tables.ts";
import { confirmEmailMail, resetPasswordMail } from "./account-mail.ts";
import type { ExternalProfile } from "./external-login.ts";
import type { IdentityTokenSigner } from "./identity-tokens.ts";
import { checkPassword, hashPassword, isTooCommon } from "./password.ts";

/** The request an account call comes with: its session, brand, public origin and client IP. */
export interface AccountRequest {
  session: RequestSession;
  brand: Brand;
  /** Links in mails are built from it, never from the Host header (ADR 016). */
  publicOrigin: string;
  clientIp: string;
}

/** What signing in answers: the tokens and where to go. */
export interface SignedIn extends IdentityTokens {
  userId: number;
}

/** Who a social provider vouched for, as signing in needs it (ADR 026). */
export type ExternalPerson = Pick<
  ExternalProfile,
  "provider" | "subject" | "email" | "emailVerified" | "firstName" | "lastName" | "nonce"
>;

/** Invoices per page of GET /api/account/order/invoiced. */
export const invoicesPerPage = 10;

export const invalidLoginMessage = "Invalid login";
export const sessionEndedMessage = "Your session has ended. Please log in again.";
export const accountExistsMessage =
  "An account already exists for this email. Sign in, or reset your password.";
export const badLinkMessage = "This link has expired or was already used. Please ask for a new one.";
const sameAnswerForgot =
  "If an account exists for this email, we have sent a link to reset its password. The link works for one hour.";
const sameAnswerResend =
  "If this email has an account waiting for confirmation, we have sent a new confirmation link.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

const panelPaths = {
  productPage: "product-page",
  project: "project",
  remindersCreate: "reminders/create",
  remindersList: "reminders/list",
  remindersStats: "reminders/stats",
} as const satisfies Record<keyof AdminPanels, string>;

/**
 * The panels the store serves itself when no CMS is configured (storefront s.2: "else the store serves
 * these panels itself so staff always have them"; ADRs 046, 051): the product-page panel (`?sku=` names
 * the product), the project list (`?projectId=` opens one) and the reminders page's three parts.
 */
const ownPanels: Record<keyof AdminPanels, string> = {
  productPage: "/staff/product-page",
  project: "/project",
  remindersCreate: "/staff/reminders#new-reminder",
  remindersList: "/staff/reminders#reminder-list",
  remindersStats: "/staff/reminders#reminder-stats",
};

/**
 * Accounts and identity (ADR 025): registration, sign-in and renewal on the visitor's session, mailed
 * single-use links, profile, addresses and invoices. The session cookie is what authorizes; the tokens
 * are the spec's client view of it.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly stores: StoreService,
    private readonly carts: CartService,
    private readonly compare: CompareService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly orders: OrderService,
    private readonly signer: IdentityTokenSigner,
    private readonly options: { cmsUrl: string | null },
  ) {}

  /** Creates an account, signs it in and mails the confirmation link. */
  async register(input: Registration, request: AccountRequest): Promise<RegistrationResult> {
    const trade = request.brand.loginForPrice;
    if (trade && !input.ABN)
      throw new AppError(
        "invalid",
        "Please enter your ABN: trade accounts need an Australian Business Number",
      );
    if (isTooCommon(input.password)) throw new AppError("invalid", commonPasswordMessage);
    await this.limits.consume([
      { rule: registrationLimits.perIp, key: request.clientIp, message: tooMany("New accounts") },
    ]);
    const user = await this.users.create({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      role: "customer",
      abn: input.ABN ?? null,
    });
    if (!user) throw new AppError("invalid", accountExistsMessage);
    const tokens = await this.signIn(user, request, input.nonce ?? randomBytes(16).toString("base64url"));
    await this.sendConfirmation(user, user.email, request);
    return {
      ...tokens,
      message: `Welcome, ${user.firstName}. We have sent a link to ${user.email} to confirm it.`,
    };
  }

  /**
   * Checks an email and password and signs the session in. Failures count per account and per IP; a
   * spent count refuses before the password is checked. An unknown address costs the same check.
   */
  async login(form: LoginForm, request: AccountRequest): Promise<SignedIn> {
    const failures: LimitCheck[] = [
      { rule: loginFailureLimits.perAccount, key: form.email, message: tooManyLogins },
      { rule: loginFailureLimits.perIp, key: request.clientIp, message: tooManyLogins },
    ];
    const spent = await this.limits.spent(failures);
    if (spent)
      throw new AppError("too_many_requests", spent.check.message(spent.retryAfterSeconds), {
        retryAfterSeconds: spent.retryAfterSeconds,
      });
    const user = await this.users.byEmail(form.email);
    if (!(await checkPassword(user?.passwordHash ?? null, form.password)) || !user) {
      await this.limits.take(failures);
      throw new AppError("invalid", invalidLoginMessage);
    }
    return this.signIn(user, request, form.nonce);
  }

  /**
   * Signs the session in as `user`: a new cookie generation (no fixation), the user on the session,
   * the customer's earlier cart and compare list merged in, and a new token pair. Staff bring no cart
   * from a till where they are still signed in (ADR 080): it is that till's customer's.
   */
  async signIn(user: UserRow, request: AccountRequest, nonce: string): Promise<SignedIn> {
    await request.session.signIn(user.id);
    const tills =
      user.role === "customer" ? null : this.sessions.signedInElsewhere(user.id, request.session.id);
    await this.carts.adopt(request.session.id, user.id, tills);
    await this.compare.adopt(request.session.id, user.id);
    return { userId: user.id, ...(await this.tokensFor(user, request.session.id, nonce)) };
  }

  /**
   * Signs in the person a social provider vouched for (ADR 026): the account their provider identity
   * is linked to; else, by a verified email from a real provider (never the sandbox), the account with
   * that email, linking the identity; else a new customer account without a password. An email that has
   * an account but cannot be linked is refused with a way forward.
   */
  async signInExternal(person: ExternalPerson, request: AccountRequest): Promise<SignedIn> {
    const [linked] = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, person.provider), eq(userIdentities.subject, person.subject)))
      .limit(1);
    let user = linked ? await this.users.byId(linked.userId) : null;
    if (!user) {
      const existing = await this.users.byEmail(person.email);
      if (existing && (person.provider === "sandbox" || !person.emailVerified))
        throw new AppError(
          "invalid",
          "An account already exists for this email. Please log in with your password, then link the provider.",
        );
      user =
        existing ??
        (await this.users.create({
          email: person.email,
          passwordHash: null,
          firstName: person.firstName || person.email.split("@")[0] || "Customer",
          lastName: person.lastName,
          phone: "",
          role: "customer",
          emailConfirmedAt: person.emailVerified ? new Date() : null,
        })) ??
        (await this.users.byEmail(person.email));
      if (!user) throw new AppError("conflict", "Please try signing in again.");
      await this.db
        .insert(userIdentities)
        .values({ userId: user.id, provider: person.provider, subject: person.subject })
        .onConflictDoNothing();
    }
    return this.signIn(user, request, person.nonce);
  }

  /** Renews the tokens of a session still signed in as the access token's user (ADR 025). */
  async relogin(input: Relogin, request: AccountRequest): Promise<IdentityTokens> {
    const userId = await this.signer.accessTokenUser(input.token, request.session.id);
    const session = await request.session.row();
    const user = userId !== null && session?.userId === userId ? await this.users.byId(userId) : null;
    if (!user) throw new AppError("unauthorized", sessionEndedMessage);
    return this.tokensFor(user, request.session.id, input.nonce);
  }

  /** Signs out: the session ends and the browser starts a new, empty one. */
  async logout(request: AccountRequest): Promise<void> {
    await request.session.restart();
  }

  /** Mails a reset link when the address has an account; the same answer either way. */
  async forgotPassword(email: string, request: AccountRequest): Promise<AccountMessage> {
    await this.limits.consume(mailChecks(email, request));
    const user = await this.users.byEmail(email);
    if (user) {
      const token = await this.newToken(user, "reset-password", user.email, resetTokenSeconds);
      const url = `${request.publicOrigin}/account/reset-password?token=${token}`;
      await this.mail.send({
        ...resetPasswordMail(request.brand, user.email, user.firstName, url),
        kind: "reset-password",
      });
    }
    return { ok: true, message: sameAnswerForgot };
  }

  /** Sets a new password through a reset link (once, within the hour) and signs out every session. */
  async resetPassword(token: string, password: string): Promise<AccountMessage> {
    if (isTooCommon(password)) throw new AppError("invalid", commonPasswordMessage);
    const redeemed = await this.redeem(token, "reset-password");
    if (!redeemed) throw new AppError("invalid", badLinkMessage);
    await this.users.setPasswordHash(redeemed.userId, await hashPassword(password));
    // The link reached the mailbox, so the address is confirmed as well
    await this.users.confirmEmail(redeemed.userId, redeemed.email);
    await this.sessions.endAllOf(redeemed.userId);
    return { ok: true, message: "Your password has been changed. Please log in with your new password." };
  }

  /** Confirms an address through its link (once, within 3 days, while it is still the account's address). */
  async confirmEmail(token: string): Promise<AccountMessage> {
    const redeemed = await this.redeem(token, "confirm-email");
    if (!redeemed || !(await this.users.confirmEmail(redeemed.userId, redeemed.email)))
      throw new AppError("invalid", badLinkMessage);
    return { ok: true, message: "Thank you: your email address is confirmed." };
  }

  /** Mails a new confirmation link when the address has an unconfirmed account; the same answer either way. */
  async resendConfirmation(email: string, request: AccountRequest): Promise<AccountMessage> {
    await this.limits.consume(mailChecks(email, request));
    const user = await this.users.byEmail(email);
    if (user && !user.emailConfirmedAt) await this.sendConfirmation(user, user.email, request);
    return { ok: true, message: sameAnswerResend };
  }

  /** The signed-in account (storefront s.3 "Account info"). */
  async info(viewer: Viewer): Promise<AccountInfo> {
    return this.infoOf(await this.requireUser(viewer), viewer.brand);
  }

  /** Changes the flagged profile fields (storefront s.3 "Profile update payload"). */
  async updateProfile(viewer: Viewer, input: ProfileUpdate, request: AccountRequest): Promise<AccountInfo> {
    const user = await this.requireUser(viewer);
    if (input.userId !== user.id) throw new AppError("forbidden", "You can only change your own profile");
    const patch: Parameters<UserService["update"]>[1] = {};
    if (input.firstNameChanged && input.firstName) patch.firstName = input.firstName;
    if (input.lastNameChanged && input.lastName) patch.lastName = input.lastName;
    const newEmail = input.emailChanged && input.email && input.email !== user.email ? input.email : null;
    if (newEmail) {
      if (user.locked) throw new AppError("invalid", lockedMessage("email address"));
      patch.email = newEmail;
      patch.emailConfirmedAt = null;
    }
    const updated = await this.users.update(user.id, patch);
    if (!updated) throw new AppError("invalid", "Another account uses this email address");
    if (newEmail) await this.sendConfirmation(updated, newEmail, request);
    return this.infoOf(updated, viewer.brand);
  }

  /** Changes first name, last name or phone (PATCH /api/account); a locked customer's phone stays. */
  async patch(viewer: Viewer, patch: AccountPatch): Promise<AccountInfo> {
    const user = await this.requireUser(viewer);
    if (patch.phone !== undefined && patch.phone !== user.phone && user.locked)
      throw new AppError("invalid", lockedMessage("phone number"));
    const updated = await this.users.update(user.id, patch);
    if (!updated) throw new AppError("not_found", sessionEndedMessage);
    return this.infoOf(updated, viewer.brand);
  }

  /** The signed-in customer's saved addresses, newest first. */
  async addresses(viewer: Viewer): Promise<Address[]> {
    const userId = requireUserId(viewer);
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.id));
    return rows.map(addressOf);
  }

  /** Saves a new address, or changes one of the customer's own by id. */
  async saveAddress(viewer: Viewer, input: AddressSave): Promise<Address> {
    const userId = requireUserId(viewer);
    const values = {
      streetAddress: input.streetAddress,
      suburb: input.suburb,
      state: input.state,
      postcode: input.postcode,
      country: input.country,
    };
    const [row] = input.id
      ? await this.db
          .update(addresses)
          .set(values)
          .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
          .returning()
      : await this.db
          .insert(addresses)
          .values({ ...values, userId })
          .returning();
    if (!row) throw new AppError("not_found", "We could not find that address in your account");
    return addressOf(row);
  }

  /** Deletes one of the customer's addresses (answers true); another's or an unknown one is a 404. */
  async deleteAddress(viewer: Viewer, id: number): Promise<true> {
    const userId = requireUserId(viewer);
    const gone = await this.db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (gone.length === 0) throw new AppError("not_found", "We could not find that address in your account");
    return true;
  }

  /** A page of the customer's placed orders, newest first. */
  async invoices(viewer: Viewer, page: number): Promise<InvoicePage> {
    return this.orders.invoicesOf(requireUserId(viewer), page, invoicesPerPage);
  }

  /** One of the customer's orders, in full (its id is the checkout's cart id). */
  async invoice(viewer: Viewer, id: string): Promise<OrderDetail> {
    const userId = requireUserId(viewer);
    const owner = /^[0-9a-f-]{36}$/i.test(id) ? await this.orders.ownerOf(id) : null;
    const detail = owner?.userId === userId ? await this.orders.detail(id, viewer.brand.support.phone) : null;
    if (!detail) throw new AppError("not_found", "We could not find that invoice in your account");
    return detail;
  }

  private async tokensFor(user: UserRow, sessionId: string, nonce: string): Promise<IdentityTokens> {
    return this.signer.issue(
      {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        winningUserId: user.winningUserId,
        sessionId,
      },
      nonce,
    );
  }

  private async requireUser(viewer: Viewer): Promise<UserRow> {
    const user = await this.users.byId(requireUserId(viewer));
    if (!user) throw new AppError("unauthorized", sessionEndedMessage);
    return user;
  }

  private async infoOf(user: UserRow, brand: Brand): Promise<AccountInfo> {
    const staff = user.role !== "customer";
    const store = user.storeId ? (await this.stores.names()).get(user.storeId) : undefined;
    const cms = staff ? this.options.cmsUrl : null;
    const panels = Object.fromEntries(
      Object.entries(panelPaths).map(([name, path]) => [
        name,
        cms ? `${cms}/${path}` : staff ? ownPanels[name as keyof AdminPanels] : null,
      ]),
    ) as AdminPanels;
    return {
      userId: user.id,
      clientId: brand.id,
      email: user.email,
      emailConfirmed: user.emailConfirmedAt !== null,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      locked: user.locked,
      abn: user.abn,
      winningUserId: user.winningUserId,
      winningCmsUrl: cms,
      salespersonCode: user.salespersonCode,
      store: store && user.storeId ? { id: user.storeId, ...store } : null,
      hasPassword: user.passwordHash !== null,
      adminPanels: panels,
    };
  }

  private async sendConfirmation(user: UserRow, email: string, request: AccountRequest): Promise<void> {
    const token = await this.newToken(user, "confirm-email", email, confirmTokenSeconds);
    const url = `${request.publicOrigin}/account/confirm-email/${token}`;
    await this.mail.send({
      ...confirmEmailMail(request.brand, email, user.firstName, url),
      kind: "confirm-email",
    });
  }

  /** A new single-use token; earlier unused ones of the same purpose stop working. */
  private async newToken(
    user: UserRow,
    purpose: "confirm-email" | "reset-password",
    email: string,
    seconds: number,
  ): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, user.id),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
      await tx.insert(accountTokens).values({
        userId: user.id,
        purpose,
        tokenHash: sha256(token),
        email,
        expiresAt: new Date(Date.now() + seconds * 1000),
      });
    });
    return token;
  }

  /** Uses a token up in one statement (so two clicks cannot both redeem it); null when unknown, used or expired. */
  private async redeem(
    token: string,
    purpose: "confirm-email" | "reset-password",
  ): Promise<{ userId: number; email: string } | null> {
    const [row] = await this.db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, sha256(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: accountTokens.userId, email: accountTokens.email });
    return row ?? null;
  }
}

function requireUserId(viewer: Viewer): number {
  if (viewer.userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  return viewer.userId;
}

function addressOf(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    streetAddress: row.streetAddress,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country === "NZ" ? "NZ" : "AU",
  };
}

const lockedMessage = (what: string) =>
  `Your ${what} is managed by our team. Please contact us if it needs to change.`;

const tooManyLogins = (seconds: number) =>
  `Too many unsuccessful logins. Please try again ${tryAgainIn(seconds)}, or reset your password.`;

const tooMany = (what: string) => (seconds: number) =>
  `${what} are limited for a while. Please try again ${tryAgainIn(seconds)}.`;

/** The limits on account mails: per address and per client IP (issue 14). */
export function mailChecks(email: string, request: AccountRequest): LimitCheck[] {
  const message = (seconds: number) =>
    `We have sent several emails already. Please check your inbox, or try again ${tryAgainIn(seconds)}.`;
  const rule = (r: LimitRule, key: string): LimitCheck => ({ rule: r, key, message });
  return [
    rule(accountMailLimits.perAddress, mailboxKey(email)),
    rule(accountMailLimits.perIp, request.clientIp),
  ];
}
