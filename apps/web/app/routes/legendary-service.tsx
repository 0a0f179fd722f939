import { LegendaryServiceArticle } from "~/features/contact/legendary-service-article";
import { StaticPageContent } from "~/features/static-page/static-page-content";
import { createServerApiClient } from "~/lib/api-client";
import { pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/legendary-service";

export const handle: RouteHandle = { pageType: "topic", breadcrumbs: currentPageCrumb("Legendary service") };

/** Staff can write this article as the static page 'legendary-service'; without it the built-in text shows. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await createServerApiClient(context)
    .getStaticPage("legendary-service")
    .catch(() => null);
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.page?.title ?? "Legendary service",
    description:
      args.loaderData?.page?.description ||
      "Expert advice, delivery, installation and help whenever you need it.",
    type: "article",
  });

/** The default article link: what the store promises its customers. */
export default function LegendaryServiceRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (loaderData.page) return <StaticPageContent page={loaderData.page} />;
  return <LegendaryServiceArticle settings={root?.settings ?? []} />;
}
