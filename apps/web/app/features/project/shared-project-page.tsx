import { formatMoney } from "@store/domain/brands";
import type { Project, ProjectLine } from "@store/domain/project.schema";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useBrand } from "~/lib/brand-context";
import "./project.css";

/** What the shared page's loader found: the project, empty (204), or not found. */
export type SharedProjectData =
  | { kind: "project"; project: Project }
  | { kind: "empty" }
  | { kind: "not-found"; message: string };

/**
 * The customer's read-only, printable quote at /project/shared?shareId= (storefront s.6): the quoted
 * products and prices, no staff notes or comments, and a print button (print CSS hides the shell).
 */
export function SharedProjectPage({ data }: { data: SharedProjectData }) {
  const id = useId();
  const brand = useBrand();
  if (data.kind !== "project")
    return (
      <section className="project page-container" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>
          {data.kind === "empty" ? "This quote has no products yet" : "Quote not found"}
        </h1>
        <p className="project__lead">
          {data.kind === "empty"
            ? "Our team has not added products to it yet. Please check back soon."
            : data.message}
        </p>
        <p>
          <Link to="/">Continue shopping</Link>
        </p>
      </section>
    );
  const { project } = data;
  const q = project.quoteData;
  const customer = q.customerName || `${q.firstName} ${q.lastName}`.trim();
  const rows = (lines: ProjectLine[]) => (
    <table className="project__table project__quote-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className="project__num">
            Qty
          </th>
          <th scope="col" className="project__num">
            Each
          </th>
          <th scope="col" className="project__num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.lineId}>
            <th scope="row">
              {line.title}
              <span className="project__muted project__block">
                {line.brand} · SKU {line.sku}
                {line.selectedWarranty ? ` · ${line.selectedWarranty.name}` : ""}
                {line.selectedInstall ? ` · ${line.selectedInstall.name}` : ""}
              </span>
            </th>
            <td className="project__num">{line.quantity}</td>
            <td className="project__num">{formatMoney(line.unitPrice, brand)}</td>
            <td className="project__num">{formatMoney(line.lineTotal, brand)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const files = [...project.files, ...project.folders.flatMap((f) => f.files)];
  return (
    <article className="project project--shared page-container" aria-labelledby={`${id}-title`}>
      <header className="project__head">
        <div>
          <p className="project__muted">Your quote from {brand.name}</p>
          <h1 id={`${id}-title`}>{project.name}</h1>
          <p className="project__muted">
            {project.projectRef}
            {project.quoteVersion ? ` · quote version ${project.quoteVersion}` : ""}
            {customer ? ` · prepared for ${customer}` : ""}
            {project.selectedSalesPerson
              ? ` · by ${project.selectedSalesPerson.name}`
              : ` · by ${project.owner.name}`}
          </p>
        </div>
        <Button variant="secondary" className="project__no-print" onClick={() => window.print()}>
          Print this quote
        </Button>
      </header>
      {project.priceLock?.live ? (
        <p className="project__lock-note">
          These prices are held until the end of{" "}
          {new Date(`${project.priceLock.expiryDate}T12:00:00`).toLocaleDateString("en-AU", {
            day: "numeric",
            month: "long",
            year: "numeric",
          })}
          .
        </p>
      ) : null}
      {project.cart.products.length > 0 ? (
        <section aria-label="Products">{rows(project.cart.products)}</section>
      ) : null}
      {project.folders.map((folder) =>
        folder.products.length > 0 ? (
          <section key={folder.id} aria-labelledby={`${id}-f${folder.id}`}>
            <h2 id={`${id}-f${folder.id}`}>{folder.title}</h2>
            {rows(folder.products)}
          </section>
        ) : null,
      )}
      <p className="project__grand-total">
        Total <strong>{formatMoney(project.total, brand)}</strong>
      </p>
      {project.productVariations.length > 0 ? (
        <section aria-labelledby={`${id}-var`}>
          <h2 id={`${id}-var`}>Alternatives we suggest</h2>
          <ul className="project__plain-list">
            {project.productVariations.map((v) => (
              <li key={v.id}>
                {v.variationTitle} ({v.brand}){v.price !== null ? ` ${formatMoney(v.price, brand)}` : ""}
                {v.comments ? ` · ${v.comments}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {files.length > 0 ? (
        <section aria-labelledby={`${id}-files`} className="project__no-print">
          <h2 id={`${id}-files`}>Files</h2>
          <ul className="project__plain-list">
            {files.map((f) => (
              <li key={f.id}>
                <a href={f.url} download={f.fileName}>
                  {f.fileName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="project__muted">Prices include GST. Talk to us to change anything or to order.</p>
    </article>
  );
}
