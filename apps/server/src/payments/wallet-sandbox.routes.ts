import { walletSheetApprovalSchema } from "@store/domain/wallet-payment.schema";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-env.ts";
import { pageHeaders } from "../http/sandbox-http.ts";
import { parseOrThrow } from "../http/validate.ts";
import { walletHomePage } from "./wallet-sandbox.page.ts";
import { type WalletSandbox, walletSheetCards } from "./wallet-sandbox.ts";

/**
 * The sandbox wallets under /sandbox/wallet (ADR 040): the page for testers, and the two calls the
 * checkout's sandbox payment sheet makes (as Google's and Apple's own scripts talk to them): its cards,
 * and the shopper's approval, answered with a token only the sandbox acquirer accepts.
 */
export function walletSandboxRoutes(sandbox: WalletSandbox) {
  return new Hono<AppEnv>()
    .use("*", bodyLimit({ maxSize: 4 * 1024 }))
    .get("/", (c) => {
      pageHeaders(c);
      return c.html(walletHomePage(walletSheetCards));
    })
    .get("/cards", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({
        cards: walletSheetCards.map(({ id, label, behaviour }) => ({ id, label, behaviour })),
      });
    })
    .post("/token", async (c) => {
      c.header("Cache-Control", "no-store");
      const body: unknown = await c.req.json().catch(() => null);
      const approval = parseOrThrow(walletSheetApprovalSchema, body);
      const answer = await sandbox.approveSheet(approval, c.get("brandId"));
      return answer.ok ? c.json({ token: answer.token }) : c.json({ message: answer.message }, answer.status);
    });
}
