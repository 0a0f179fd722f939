import { databaseIdSchema } from "@store/domain/input.schema";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../../app-env.ts";
import type { MailService, OutboxMail } from "./mail.service.ts";

const page = (title: string, body: unknown) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
      table { border-collapse: collapse; width: 100%; }
      th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
      a { color: #0b57d0; }
      .mail { border: 1px solid #ccc; padding: 1rem; border-radius: 4px; }
      .note { color: #555; }
    </style>
  </head>
  <body>
    ${body}
  </body>
</html>`;

/** What became of a mail (ADR 020): the same words in the list and on the mail's page. */
function statusLabel(mail: OutboxMail): string {
  switch (mail.status) {
    case "outbox":
      return "kept in the outbox (no SMTP)";
    case "queued":
      return mail.error ? `waiting to be tried again (${mail.error})` : "queued for delivery";
    case "sending":
      return "being sent";
    case "sent":
      return "sent";
    case "failed":
      return `not sent: every attempt failed (${mail.error ?? "no error recorded"})`;
  }
}

/**
 * The dev mailbox (ADR 014): /dev/mailbox lists the mail the store sent, newest first, and
 * /dev/mailbox/{id} shows one. Mounted only outside production or with DEV_MAILBOX=true.
 */
export function devMailboxRoutes(mail: MailService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const mails = await mail.list(100);
      c.header("Cache-Control", "no-store");
      return c.html(
        page(
          "Dev mailbox",
          html`<main>
            <h1>Dev mailbox</h1>
            <p class="note">
              Mail the store wrote, newest first.
              ${mail.delivers ? "SMTP is configured: a worker delivers each one, retrying refusals; the status says where it is." : "SMTP is not configured: mail stays here."}
            </p>
            ${
              mails.length === 0
                ? html`<p>No mail yet.</p>`
                : html`<table>
                  <thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Written</th><th scope="col">Status</th></tr></thead>
                  <tbody>
                    ${mails.map(
                      (m) => html`<tr>
                        <td>${m.toAddress}</td>
                        <td><a href="/dev/mailbox/${m.id}">${m.subject}</a></td>
                        <td><time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC</time></td>
                        <td>${statusLabel(m)}</td>
                      </tr>`,
                    )}
                  </tbody>
                </table>`
            }
          </main>`,
        ),
      );
    })
    .get("/:id{[0-9]+}", async (c) => {
      // An id beyond int4 names no mail: a 404, never a database error
      const id = databaseIdSchema().safeParse(c.req.param("id"));
      const found = id.success ? await mail.get(id.data) : null;
      c.header("Cache-Control", "no-store");
      if (!found)
        return c.html(
          page(
            "Not found",
            html`<main><h1>No such mail</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p></main>`,
          ),
          404,
        );
      const files = await mail.attachmentsOf(found.id);
      return c.html(
        page(
          found.subject,
          html`<main>
            <p><a href="/dev/mailbox">Back to the mailbox</a></p>
            <h1>${found.subject}</h1>
            <p>To: ${found.toAddress} · ${statusLabel(found)}</p>
            ${
              files.length > 0
                ? html`<h2>Attachments</h2>
                  <ul>
                    ${files.map(
                      (f) =>
                        html`<li><a href="/dev/mailbox/${found.id}/attachments/${f.id}">${f.fileName}</a> (${f.contentType}, ${Math.ceil(f.size / 1024)} KB)</li>`,
                    )}
                  </ul>`
                : ""
            }
            <article class="mail">${raw(found.html)}</article>
          </main>`,
        ),
      );
    })
    .get("/:id{[0-9]+}/attachments/:file{[0-9]+}", async (c) => {
      const id = databaseIdSchema().safeParse(c.req.param("id"));
      const file = databaseIdSchema().safeParse(c.req.param("file"));
      const found = id.success && file.success ? await mail.attachment(id.data, file.data) : null;
      c.header("Cache-Control", "no-store");
      if (!found) return c.text("No such attachment", 404);
      // Downloaded, never shown inline on the store's origin
      c.header("Content-Type", found.contentType);
      c.header("Content-Disposition", `attachment; filename="${found.fileName.replace(/[^\w.-]/g, "_")}"`);
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(new Uint8Array(found.content));
    });
}
