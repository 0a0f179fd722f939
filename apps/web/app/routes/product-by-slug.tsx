import { brands } from "@store/domain/brands";
import { loadProductPage } from "~/features/product/product-loader";
import { createServerApiClient } from "~/lib/api-client";
import type { Route } from "./+types/product-by-slug";

// /product/{slug} is the same page as /p/{uri} (its canonical link points there): only the loader
// differs, in the name of its parameter.
export { default, ErrorBoundary, handle, meta } from "./product";

/** The product page's data, by slug. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { country } = brands[context.brandId];
  return loadProductPage(createServerApiClient(context), params.slug, new URL(request.url), country);
}
