import { z } from "zod";
import { textSchema } from "./input.schema.ts";

/** A link in the main navigation: `uri` is the category path under /c/ or the brand path under /brands/. */
const navLinkSchema = z.object({ title: z.string(), uri: z.string() });

export const navCategorySchema = z.object({
  title: z.string(),
  uri: z.string(),
  subCategories: z.array(navLinkSchema),
  brands: z.array(navLinkSchema),
});
export type NavCategory = z.infer<typeof navCategorySchema>;

/** GET /api/navbar/ (storefront s.3 "Navigation data"). */
export const navbarSchema = z.object({
  topNav: z.object({
    displayCartIcon: z.boolean(),
    displayProjectIcon: z.boolean(),
    displaySearchIcon: z.boolean(),
    displayContactUsIcon: z.boolean(),
  }),
  mainNav: z.object({ categories: z.array(navCategorySchema) }),
});
export type Navbar = z.infer<typeof navbarSchema>;

/** A cooking demo as the store dropdown lists it. */
export const cookingDemoLinkSchema = z.object({ title: z.string(), uri: z.string(), storeName: z.string() });
export type CookingDemoLink = z.infer<typeof cookingDemoLinkSchema>;

/** GET /api/cooking-demo/{uri} */
export const cookingDemoUriParamSchema = textSchema("A cooking demo address", 120).regex(
  /^[a-z0-9-]+$/i,
  "A cooking demo address uses letters, digits and hyphens",
);

/** A cooking demo page (GET /api/cooking-demo/{uri}). */
export const cookingDemoSchema = cookingDemoLinkSchema.extend({
  description: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  storeUri: z.string(),
  image: z.string(),
});
export type CookingDemo = z.infer<typeof cookingDemoSchema>;

/** Navigation view types (storefront s.4). */
export const navigationViews = ["none", "search", "cart", "store", "contactUs"] as const;
export type NavigationView = (typeof navigationViews)[number];
