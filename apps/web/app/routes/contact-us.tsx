import { ContactUsPage } from "~/features/contact/contact-us-page";
import { pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/contact-us";

export const handle: RouteHandle = { pageType: "contactUs", breadcrumbs: currentPageCrumb("Contact us") };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact us",
    description: "Ask an appliance expert: call us any time or visit a showroom.",
  });

/** Contact us (ask an expert): ways to reach the team. */
export default function ContactUsRoute() {
  const root = useRootData();
  return <ContactUsPage settings={root?.settings ?? []} />;
}
