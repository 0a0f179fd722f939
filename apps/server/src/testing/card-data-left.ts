import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Where typed card numbers (whole, or their first 12 digits) or security codes were left behind: in the
 * orders, payment attempts, mail outbox and stored answers, or in the log lines (ADR 028). Empty when
 * nowhere; a test expects exactly that.
 */
export async function cardDataLeft(
  db: Db,
  logLines: readonly string[],
  typed: { numbers: Iterable<string>; cvcs?: Iterable<string> },
): Promise<string[]> {
  const dump = await db.execute(sql`
    select string_agg(t::text, ' ') as all from (
      select row_to_json(o)::text as t from orders o
      union all select row_to_json(p)::text from order_payments p
      union all select row_to_json(m)::text from mail_outbox m
      union all select row_to_json(c)::text from checkout_requests c
    ) x`);
  const places = { "the database": JSON.stringify(dump), "the logs": logLines.join("\n") };
  const found: string[] = [];
  for (const [where, text] of Object.entries(places)) {
    for (const number of typed.numbers)
      if (text.includes(number.slice(0, 12))) found.push(`card number ${number} in ${where}`);
    for (const cvc of typed.cvcs ?? [])
      if (new RegExp(`"(cvc|cvv)"\\s*:\\s*"${cvc}"`).test(text))
        found.push(`security code ${cvc} in ${where}`);
  }
  return found;
}
