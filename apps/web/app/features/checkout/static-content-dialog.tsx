import type { StaticPage } from "@store/domain/static-page.schema";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { ApiClient } from "~/lib/api-client";

type Loaded = { state: "loading" } | { state: "shown"; page: StaticPage } | { state: "failed" };

/**
 * A link-like button that opens static content by slug in a modal (checkout s.2 'static content by
 * slug'): the shopper reads the terms without leaving a half-filled checkout.
 */
export function StaticContentLink({
  api,
  slug,
  children,
}: {
  api: ApiClient;
  slug: string;
  children: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  function show() {
    setOpen(true);
    if (loaded.state === "shown") return;
    setLoaded({ state: "loading" });
    api.getStaticPage(slug).then(
      (page) => setLoaded({ state: "shown", page }),
      () => setLoaded({ state: "failed" }),
    );
  }

  return (
    <>
      <Button variant="ghost" className="checkout-link-button" onClick={show}>
        {children}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={loaded.state === "shown" ? loaded.page.title : children}
        size="medium"
      >
        {loaded.state === "loading" ? <p role="status">Loading…</p> : null}
        {loaded.state === "failed" ? (
          <p role="alert">We couldn't load this page. Please try again later.</p>
        ) : null}
        {loaded.state === "shown" ? (
          <div
            className="static-page__content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised by the server (StaticPagesService, sanitize-html; ADR 016)
            dangerouslySetInnerHTML={{ __html: loaded.page.content }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
