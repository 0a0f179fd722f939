import { type BrandId, brands } from "@store/domain/brands";

const messages = {
  500: "A server error occurred. Please try again later.",
  503: "This page is taking too long to load. Please try again in a moment.",
};

/**
 * The page a visitor gets when their page could not be rendered: 500 when the render failed or its
 * thread died, 503 (with Retry-After) when it ran out of time. Plain HTML with the brand's name, made
 * without the render threads, since they are what failed; never cached.
 */
export function renderFailurePage(status: 500 | 503, brandId: BrandId): Response {
  const name = brands[brandId].name;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sorry | ${name}</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem"><main><h1>Sorry, something went wrong</h1><p>${messages[status]}</p><p><a href="/">Back to ${name}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...(status === 503 ? { "Retry-After": "5" } : {}),
    },
  });
}
