import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ProjectProductPanel } from "./project-product-panel";
import "./project.css";

/** What the store's own product-page panel shows: the sku asked for, or why there is no panel for it. */
export type ProductPanelData =
  | { sku: null; problem: null }
  | { sku: string; problem: null }
  | { sku: string; problem: string };

/**
 * The store's own product-page panel (storefront s.2; ADR 051), the page `GET /api/account` names as
 * `adminPanels.productPage` when no CMS is configured: a sku field, then for that product the same
 * panel staff see on its product page.
 */
export function ProductPanelPage({ data }: { data: ProductPanelData }) {
  const id = useId();
  return (
    <section className="project page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Product panel</h1>
      <Form method="get" className="project__add" aria-label="Find a product">
        <div className="project__field">
          <label htmlFor={`${id}-sku`}>SKU</label>
          <input
            id={`${id}-sku`}
            name="sku"
            required
            maxLength={40}
            pattern="[A-Za-z0-9/._\-]+"
            defaultValue={data.sku ?? ""}
          />
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {data.problem ? (
        <p className="project__error" role="alert">
          {data.problem}
        </p>
      ) : data.sku ? (
        <ProjectProductPanel key={data.sku} sku={data.sku} title={data.sku} />
      ) : (
        <p className="project__muted">
          Type a product's sku to see which of your projects hold it and add it to one.
        </p>
      )}
    </section>
  );
}
