import type { BrandId } from "@store/domain/brands";
import type { StaticPage } from "@store/domain/static-page.schema";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sanitizeStaffHtml } from "../../html/staff-html.ts";
import { AppError } from "../../http/app-error.ts";
import { staticPages } from "./static-pages.tables.ts";

/** Static content pages; a brand's own page wins over the global one. */
export class StaticPagesService {
  constructor(private readonly db: Db) {}

  /** The page named `uri` for a brand, or a not_found error. */
  async get(brand: BrandId, uri: string): Promise<StaticPage> {
    const [row] = await this.db
      .select()
      .from(staticPages)
      .where(
        and(
          eq(staticPages.uri, uri.toLowerCase()),
          or(isNull(staticPages.brand), eq(staticPages.brand, brand)),
        ),
      )
      .orderBy(sql`${staticPages.brand} nulls last`)
      .limit(1);
    if (!row) throw new AppError("not_found", `There is no page called '${uri}'`);
    return {
      uri: row.uri,
      title: row.title,
      description: row.description,
      // Staff-written HTML the page renders as markup: nothing that runs code leaves here (ADR 016).
      content: sanitizeStaffHtml(row.content),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Every page of a brand (its own version of a page in place of the global one), by title (the sitemap lists them). */
  async list(brand: BrandId): Promise<{ title: string; uri: string }[]> {
    const rows = await this.db
      .select({ title: staticPages.title, uri: staticPages.uri, brand: staticPages.brand })
      .from(staticPages)
      .where(or(isNull(staticPages.brand), eq(staticPages.brand, brand)));
    const byUri = new Map<string, { title: string; uri: string }>();
    for (const row of rows) {
      if (!byUri.has(row.uri) || row.brand !== null) byUri.set(row.uri, { title: row.title, uri: row.uri });
    }
    return [...byUri.values()].sort((a, b) => a.title.localeCompare(b.title));
  }
}
