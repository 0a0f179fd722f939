import type { AlertBanner } from "@store/domain/alert-banner.schema";
import type { BrandId } from "@store/domain/brands";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { sanitizeStaffHtml } from "../../html/staff-html.ts";
import { alertBanners } from "./alert-banner.tables.ts";

/** The alert banner in force now: the brand's own first, else the global one. */
export class AlertBannerService {
  private readonly cache: NamedCache<AlertBanner | null>;

  constructor(
    private readonly db: Db,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("alert-banner", { family: "shell", max: 50 });
  }

  /** The active banner, or null when there is none. */
  current(brand: BrandId, now = new Date()): Promise<AlertBanner | null> {
    return this.cache.get(brand, async () => {
      const [row] = await this.db
        .select()
        .from(alertBanners)
        .where(
          and(
            or(isNull(alertBanners.brand), eq(alertBanners.brand, brand)),
            lte(alertBanners.startsAt, now),
            or(isNull(alertBanners.endsAt), gt(alertBanners.endsAt, now)),
          ),
        )
        .orderBy(sql`${alertBanners.brand} nulls last`, desc(alertBanners.startsAt))
        .limit(1);
      if (!row) return null;
      return {
        bannerURL: row.bannerUrl,
        backgroundColor: row.backgroundColor,
        // Staff-written HTML the page renders as markup: nothing that runs code leaves here (ADR 016).
        desktopContent: sanitizeStaffHtml(row.desktopContent),
        mobileContent: sanitizeStaffHtml(row.mobileContent),
      };
    });
  }
}
