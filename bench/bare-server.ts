/**
 * The yardstick of `npm run bench`: a bare Hono route on @hono/node-server, started the way the store is
 * (same Node, same runner), answering what /api/ping answers. The store's API answers are measured against
 * it in the same run, so the ratio says what the store's own request path costs on this machine.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/api/ping", (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
