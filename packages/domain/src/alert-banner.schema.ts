import { z } from "zod";

/** The site-wide alert banner (checkout s.7); the call answers 204 when there is none. */
export const alertBannerSchema = z.object({
  bannerURL: z.string().nullable(),
  backgroundColor: z.string(),
  desktopContent: z.string(),
  mobileContent: z.string(),
});
export type AlertBanner = z.infer<typeof alertBannerSchema>;
