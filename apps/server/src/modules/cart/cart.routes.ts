import {
  cartAddSchema,
  cartCouponAddSchema,
  cartEmailSchema,
  cartQuerySchema,
  cartRestoreSchema,
  couponIdParamSchema,
} from "@store/domain/cart.schema";
import { skuParamSchema } from "@store/domain/product.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { RateLimitService } from "../rate-limit/rate-limit.service.ts";
import type { CartOwner, CartService } from "./cart.service.ts";
import { cartEmailChecks, couponAttemptChecks } from "./cart-limits.ts";

/**
 * GET /api/cart/, POST /api/cart/product/, GET and DELETE /api/cart/product/{code}, DELETE /api/cart/,
 * POST /api/cart/email, POST /api/cart/coupon/, DELETE /api/cart/coupon/{id}, POST /api/cart/restore
 */
export function cartRoutes(cart: CartService, limits: RateLimitService) {
  // Calls that need the signed-in customer resolve them; the rest read the session's user with the cart
  const owner = async (c: Context<AppEnv>): Promise<CartOwner> => ({
    session: c.get("session"),
    brand: c.var.brand,
    userId: (await c.var.viewer()).userId,
  });
  const guest = (c: Context<AppEnv>): CartOwner => ({ session: c.get("session"), brand: c.var.brand });
  // Only the 'Login for Price' brand needs to know who is signed in before a call that tells prices
  const buyer = (c: Context<AppEnv>) => (c.var.brand.loginForPrice ? owner(c) : guest(c));
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      // Only staff may send winningDeliveryServiceOverride: the route table says so (route-access.ts)
      return c.json(await cart.get(guest(c), validQuery(c, cartQuerySchema)));
    })
    .delete("/", async (c) => c.json(await cart.clear(guest(c))))
    .post("/product", async (c) => {
      const input = await validJson(c, cartAddSchema);
      return c.json(await cart.add(await buyer(c), input));
    })
    .get("/product/:code{.+}", async (c) => {
      const code = parseOrThrow(skuParamSchema, c.req.param("code"));
      return c.json(await cart.line(guest(c), code));
    })
    .delete("/product/:code{.+}", async (c) => {
      const code = parseOrThrow(skuParamSchema, c.req.param("code"));
      return c.json(await cart.remove(guest(c), code));
    })
    .post("/coupon", async (c) => {
      const { code } = await validJson(c, cartCouponAddSchema);
      // Every attempt takes a point first, atomically, so parallel guesses cannot pass the limit; one
      // that applies gives it back: only failures count (ADR 017).
      const attempts = couponAttemptChecks(c);
      await limits.consume(attempts);
      const answer = await cart.applyCoupon(await owner(c), code);
      await limits.refund(attempts);
      return c.json(answer);
    })
    .delete("/coupon/:id", async (c) => {
      const code = parseOrThrow(couponIdParamSchema, c.req.param("id"));
      return c.json(await cart.removeCoupon(guest(c), code));
    })
    .post("/email", async (c) => {
      const { email } = await validJson(c, cartEmailSchema);
      // Per session, recipient and IP, each one atomic count (ADR 017): no relay, whatever the cookie
      const limited = () => limits.consume(cartEmailChecks(c, email));
      return c.json(await cart.email(await buyer(c), email, c.get("publicOrigin"), limited));
    })
    .post("/restore", async (c) => {
      const { token } = await validJson(c, cartRestoreSchema);
      return c.json(await cart.restore(await owner(c), token));
    });
}
