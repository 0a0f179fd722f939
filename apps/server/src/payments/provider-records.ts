import type { RedirectProviderName } from "@store/domain/redirect-payment";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { redirectProviderRecords } from "./payments.tables.ts";

/** What the store keeps of a payment at a real provider that cannot be asked by the store's reference. */
export type ProviderRecord = typeof redirectProviderRecords.$inferSelect;

/** A real provider's record of one payment (ADR 042, 073), by the store's reference or by the provider's token. */
export async function providerRecord(
  db: Db,
  provider: RedirectProviderName,
  by: { reference: string } | { token: string },
): Promise<ProviderRecord | null> {
  const [row] = await db
    .select()
    .from(redirectProviderRecords)
    .where(
      and(
        eq(redirectProviderRecords.provider, provider),
        "reference" in by
          ? eq(redirectProviderRecords.reference, by.reference)
          : eq(redirectProviderRecords.token, by.token),
      ),
    );
  return row ?? null;
}

/** Changes a real provider's record of one payment. */
export async function changeProviderRecord(
  db: Db,
  provider: RedirectProviderName,
  reference: string,
  change: Partial<Pick<ProviderRecord, "orderId" | "cancelled" | "request">>,
): Promise<void> {
  await db
    .update(redirectProviderRecords)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(eq(redirectProviderRecords.provider, provider), eq(redirectProviderRecords.reference, reference)),
    );
}
