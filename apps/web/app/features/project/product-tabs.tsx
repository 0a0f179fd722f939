import { formatMoney } from "@store/domain/brands";
import { hasOnlinePrice } from "@store/domain/pricing";
import type { CompetitorPrice, StockResponse } from "@store/domain/product.schema";
import type { ProductVariation, Project, ProjectLine } from "@store/domain/project.schema";
import { projectFallbacks, projectToasts } from "@store/domain/project-errors";
import type { UpsellOptions } from "@store/domain/upsell-options";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { projectApi } from "~/lib/project-api";
import { useClientData } from "~/lib/use-client-data";
import { ProjectAttachments } from "./project-attachments";
import { ErrorList } from "./project-create-form";
import { centsOfDollars, dollarsOfCents, notesForSku } from "./project-state";
import { failureText, type useOperations } from "./use-operations";

/** The product tabs of storefront s.2, in its order. */
export const productTabs = [
  "STOCK",
  "PRICE",
  "COMPETITOR_PRICE",
  "NOTE",
  "VARIATION",
  "ATTACHMENTS",
] as const;
export type ProductTab = (typeof productTabs)[number];
const tabLabels: Record<ProductTab, string> = {
  STOCK: "Stock",
  PRICE: "Price",
  COMPETITOR_PRICE: "Competitor price",
  NOTE: "Notes",
  VARIATION: "Variations",
  ATTACHMENTS: "Attachments",
};

interface TabProps {
  api: ApiClient;
  project: Project;
  line: ProjectLine;
  setProject: (update: (project: Project) => Project) => void;
  toast: (text: string, error?: boolean) => void;
  ops: ReturnType<typeof useOperations>;
}

/** The selected product's tabs (a WAI-ARIA tablist: arrows move between tabs). */
export function ProductTabs(props: TabProps) {
  const id = useId();
  const [tab, setTab] = useState<ProductTab>("STOCK");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (event.key === "Home" || event.key === "End" || step !== 0) {
      event.preventDefault();
      const next =
        event.key === "Home"
          ? 0
          : event.key === "End"
            ? productTabs.length - 1
            : (index + step + productTabs.length) % productTabs.length;
      setTab(productTabs[next] ?? "STOCK");
      refs.current[next]?.focus();
    }
  };
  return (
    <section
      id="project-product-tabs"
      className="project__panel project__tabs"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>
        {props.line.title} <span className="project__muted">SKU {props.line.sku}</span>
      </h2>
      <div role="tablist" aria-label="Product details" className="project__tablist">
        {productTabs.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="project__tab"
            onClick={() => setTab(name)}
            onKeyDown={(e) => onKey(e, index)}
          >
            {tabLabels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="project__tabpanel"
      >
        {tab === "STOCK" ? <StockTab {...props} /> : null}
        {tab === "PRICE" ? <PriceTab key={props.line.lineId} {...props} /> : null}
        {tab === "COMPETITOR_PRICE" ? <CompetitorTab {...props} /> : null}
        {tab === "NOTE" ? <NotesTab {...props} /> : null}
        {tab === "VARIATION" ? <VariationsTab {...props} /> : null}
        {tab === "ATTACHMENTS" ? (
          <ProjectAttachments
            api={props.api}
            project={props.project}
            productCode={props.line.productCode}
            files={productFiles(props.project, props.line.productCode)}
            setProject={props.setProject}
            toast={props.toast}
            label={`Files for ${props.line.title}`}
          />
        ) : null}
      </div>
    </section>
  );
}

/** The files attached to one product (its ids are in `attachments`; the files sit with the project or a folder). */
function productFiles(project: Project, productCode: string) {
  const ids = new Set(project.attachments.filter((a) => a.productCode === productCode).map((a) => a.id));
  return [...project.files, ...project.folders.flatMap((f) => f.files)].filter(
    (file) => ids.has(file.id) || file.productCode === productCode,
  );
}

const stockWords: Record<string, string> = {
  inStock: "In stock",
  noStock: "Out of stock",
  backOrder: "On back order",
  supersededAndNoStock: "Superseded, out of stock",
  indeterminate: "Ask the store",
};

function StockTab({ api, line }: TabProps) {
  const loaded = useClientData(line.sku, (signal, sku) => api.getStock(sku, { signal }));
  const stock: StockResponse | null = loaded.status === "success" ? loaded.data : null;
  const error = loaded.status === "error" ? failureText(loaded.error, projectFallbacks.stock) : "";
  if (error)
    return (
      <p className="project__error" role="alert">
        {error}
      </p>
    );
  if (!stock)
    return (
      <p className="project__muted" role="status">
        Loading stock…
      </p>
    );
  return (
    <>
      <p>
        Online: <strong>{stock.onlineQuantity}</strong> ({stockWords[stock.status] ?? stock.status})
      </p>
      <table className="project__table">
        <caption className="visually-hidden">Stock in each store</caption>
        <thead>
          <tr>
            <th scope="col">Store</th>
            <th scope="col">Quantity</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {stock.stores.map((store) => (
            <tr key={store.storeId}>
              <th scope="row">
                {store.storeName}
                {store.isSelectedStore ? " (your store)" : ""}
              </th>
              <td>{store.quantity}</td>
              <td>{stockWords[store.status] ?? store.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function PriceTab({ api, project, line, setProject, toast }: TabProps) {
  const id = useId();
  const brand = useBrand();
  const can = line.permissions;

  const [price, setPrice] = useState(dollarsOfCents(line.priceOverride));
  const [competitorPrice, setCompetitorPrice] = useState(dollarsOfCents(line.competitorPrice));
  const [competitorUrl, setCompetitorUrl] = useState(line.competitorUrl ?? "");
  const [warrantyId, setWarrantyId] = useState(line.warrantyId ?? "");
  const [installId, setInstallId] = useState(line.installId ?? "");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The warranty and installation choices, only when the line lets staff change one of them
  const upsell = useClientData<UpsellOptions>(
    can.EditWarranty || can.EditInstall ? line.sku : null,
    (signal, sku) => api.getUpsellOptions(sku, { signal }),
  );
  const options = upsell.status === "success" ? upsell.data : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    const staff = price.trim() === "" ? null : centsOfDollars(price);
    if (price.trim() !== "" && staff === null)
      problems.push("Enter the staff price in dollars, such as 1299.00");
    const competitor = competitorPrice.trim() === "" ? null : centsOfDollars(competitorPrice);
    if (competitorPrice.trim() !== "" && competitor === null)
      problems.push("Enter the competitor's price in dollars");
    if (problems.length > 0) return setErrors(problems);
    setBusy(true);
    setErrors([]);
    try {
      const saved = await projectApi(api).saveProjectProduct({
        projectId: project.projectId,
        sku: line.sku,
        folderId: line.folderId,
        mode: "set",
        ...(can.EditPrice ? { priceOverride: staff } : {}),
        competitorPrice: competitor,
        competitorUrl: competitorUrl.trim() === "" ? null : competitorUrl.trim(),
        ...(can.EditWarranty ? { warrantyId: warrantyId || null } : {}),
        ...(can.EditInstall ? { installId: installId || null } : {}),
      });
      setProject(() => saved);
      toast(projectToasts.updated);
    } catch (failure) {
      setErrors([failureText(failure, projectFallbacks.updateFailed)]);
      toast(projectFallbacks.updateFailed, true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="project__form" onSubmit={submit} aria-label="Prices and options">
      <dl className="project__facts">
        <div>
          <dt>Catalogue price</dt>
          {/* A price of 0 is 'Request Price' too (ADR 053) */}
          <dd>{hasOnlinePrice(line.price) ? formatMoney(line.linePrice, brand) : "Not sold online"}</dd>
        </div>
        <div>
          <dt>RRP</dt>
          <dd>{formatMoney(line.rrp, brand)}</dd>
        </div>
        <div>
          <dt>Sells at</dt>
          <dd>{formatMoney(line.unitPrice, brand)}</dd>
        </div>
        {line.lockedPrice !== null ? (
          <div>
            <dt>Locked price</dt>
            <dd>{formatMoney(line.lockedPrice, brand)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="project__grid">
        <div className="project__field">
          <label htmlFor={`${id}-staff`}>Staff price ($)</label>
          <input
            id={`${id}-staff`}
            inputMode="decimal"
            value={price}
            disabled={!can.EditPrice}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
        <div className="project__field">
          <label htmlFor={`${id}-cp`}>Competitor price ($)</label>
          <input
            id={`${id}-cp`}
            inputMode="decimal"
            value={competitorPrice}
            onChange={(e) => setCompetitorPrice(e.target.value)}
          />
        </div>
        <div className="project__field project__field--wide">
          <label htmlFor={`${id}-cu`}>Competitor URL</label>
          <input
            id={`${id}-cu`}
            type="url"
            value={competitorUrl}
            placeholder="https://"
            onChange={(e) => setCompetitorUrl(e.target.value)}
          />
        </div>
        {can.EditWarranty ? (
          <div className="project__field">
            <label htmlFor={`${id}-w`}>Warranty</label>
            <select id={`${id}-w`} value={warrantyId} onChange={(e) => setWarrantyId(e.target.value)}>
              <option value="">No extended warranty</option>
              {options?.warranties.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({formatMoney(o.price, brand)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {can.EditInstall ? (
          <div className="project__field">
            <label htmlFor={`${id}-i`}>Installation</label>
            <select id={`${id}-i`} value={installId} onChange={(e) => setInstallId(e.target.value)}>
              <option value="">No installation</option>
              {options?.installs.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({formatMoney(o.price, brand)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {can.CompetitorUrlValidation ? (
        <p className="project__muted">
          This staff price needs a price match: a competitor price no higher and its URL.
        </p>
      ) : null}
      {!can.EditPrice ? (
        <p className="project__muted">The price of this line cannot be changed now (locked or finished).</p>
      ) : null}
      <ErrorList errors={errors} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Save prices"}
      </Button>
    </form>
  );
}

function CompetitorTab({ api, line }: TabProps) {
  const brand = useBrand();
  const loaded = useClientData(line.sku, (signal, sku) => api.getCompetitorPrices(sku, { signal }));
  const prices: CompetitorPrice[] | null = loaded.status === "success" ? loaded.data : null;
  const error = loaded.status === "error" ? failureText(loaded.error, projectFallbacks.competitorPrices) : "";
  if (error)
    return (
      <p className="project__error" role="alert">
        {error}
      </p>
    );
  if (!prices)
    return (
      <p className="project__muted" role="status">
        Loading competitor prices…
      </p>
    );
  return (
    <>
      {line.competitorPrice !== null ? (
        <p>
          This project's price match: {formatMoney(line.competitorPrice, brand)}
          {line.competitorUrl ? (
            <>
              {" "}
              at{" "}
              <a href={line.competitorUrl} target="_blank" rel="noreferrer noopener">
                {new URL(line.competitorUrl).hostname}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {prices.length === 0 ? (
        <p className="project__muted">No competitor prices on record for this product.</p>
      ) : (
        <ul className="project__plain-list">
          {prices.map((p) => (
            <li key={`${p.competitor}-${p.url}`}>
              <strong>{p.competitor}</strong> {formatMoney(p.price, brand)}{" "}
              <a href={p.url} target="_blank" rel="noreferrer noopener">
                View at {p.competitor}
              </a>{" "}
              <span className="project__muted">
                checked {new Date(p.checkedAt).toLocaleDateString("en-AU")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NotesTab({ api, project, line, setProject, toast }: TabProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [editText, setEditText] = useState("");
  const [error, setError] = useState("");
  const notes = notesForSku(project.productNotes, line.sku);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    try {
      const note = await projectApi(api).saveProductNote({
        projectId: project.projectId,
        sku: line.sku,
        notes: text,
      });
      setProject((p) => ({ ...p, productNotes: [...p.productNotes, note] }));
      setText("");
      toast(projectToasts.updated);
    } catch (failure) {
      setError(failureText(failure, projectFallbacks.updateFailed));
    }
  };
  const save = async (noteId: number) => {
    setError("");
    try {
      const note = await projectApi(api).saveProductNote({
        projectId: project.projectId,
        sku: line.sku,
        notes: editText,
        noteId,
      });
      setProject((p) => ({ ...p, productNotes: p.productNotes.map((n) => (n.id === note.id ? note : n)) }));
      setEditing(null);
      toast(projectToasts.updated);
    } catch (failure) {
      setError(failureText(failure, projectFallbacks.updateFailed));
    }
  };
  const remove = async (noteId: number) => {
    setError("");
    try {
      await projectApi(api).deleteProductNote(project.projectId, noteId);
      setProject((p) => ({ ...p, productNotes: p.productNotes.filter((n) => n.id !== noteId) }));
      toast(projectToasts.deleted);
    } catch (failure) {
      setError(failureText(failure, projectFallbacks.updateFailed));
    }
  };
  return (
    <>
      {notes.length === 0 ? <p className="project__muted">No notes on this product yet.</p> : null}
      <ul className="project__plain-list" aria-label="Notes">
        {notes.map((note) => (
          <li key={note.id} className="project__note">
            {editing === note.id ? (
              <>
                <label htmlFor={`${id}-edit`}>Edit note</label>
                <textarea
                  id={`${id}-edit`}
                  value={editText}
                  rows={3}
                  onChange={(e) => setEditText(e.target.value)}
                />
                <div className="project__inline">
                  <Button onClick={() => save(note.id)}>Save note</Button>
                  <Button variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p className="project__note-text">{note.notes}</p>
                <p className="project__muted">
                  {note.salesPersonName || note.createdBy},{" "}
                  {new Date(note.lastModified).toLocaleString("en-AU")}
                </p>
                <div className="project__inline">
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setEditing(note.id);
                      setEditText(note.notes);
                    }}
                  >
                    Edit
                  </Button>
                  <Button variant="ghost" onClick={() => remove(note.id)}>
                    Delete note
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <form className="project__form" onSubmit={add} aria-label="Add a note">
        <label htmlFor={`${id}-new`}>New note</label>
        <textarea id={`${id}-new`} value={text} rows={3} onChange={(e) => setText(e.target.value)} />
        {error ? (
          <p className="project__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={text.trim() === ""}>
          Add note
        </Button>
      </form>
    </>
  );
}

function VariationsTab({ api, project, line, setProject, toast, ops }: TabProps) {
  const id = useId();
  const brand = useBrand();
  const [sku, setSku] = useState("");
  const [comments, setComments] = useState("");
  const [rrp, setRrp] = useState("");
  const [rrpError, setRrpError] = useState("");
  // The variation being edited (POST with its variationId), or null while adding a new one
  const [editing, setEditing] = useState<ProductVariation | null>(null);
  const skuRef = useRef<HTMLInputElement>(null);
  const variations = project.productVariations.filter((v) => v.productCode === line.productCode);
  const state = ops.stateOf("variation");

  const reset = () => {
    setEditing(null);
    setSku("");
    setComments("");
    setRrp("");
    setRrpError("");
  };
  const edit = (v: ProductVariation) => {
    setEditing(v);
    setSku(v.variationSku);
    setComments(v.comments);
    setRrp(dollarsOfCents(v.rrpOverride));
    setRrpError("");
    skuRef.current?.focus();
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const rrpOverride = rrp.trim() === "" ? null : centsOfDollars(rrp);
    if (rrp.trim() !== "" && rrpOverride === null)
      return setRrpError("Enter the RRP in dollars, such as 1299.00");
    setRrpError("");
    const saved = await ops.run("variation", () =>
      projectApi(api).saveProductVariation({
        projectId: project.projectId,
        productCode: line.productCode,
        variationSku: sku.trim(),
        comments,
        rrpOverride,
        ...(editing ? { variationId: editing.id } : {}),
      }),
    );
    if (saved) {
      setProject((p) => ({
        ...p,
        productVariations: editing
          ? p.productVariations.map((v) => (v.id === editing.id ? saved : v))
          : [...p.productVariations.filter((v) => v.id !== saved.id), saved],
      }));
      reset();
      toast(projectToasts.updated);
    }
  };
  const remove = async (variationId: number) => {
    const done = await ops.run("variation", () =>
      projectApi(api).deleteProductVariation(project.projectId, variationId),
    );
    if (done) {
      setProject((p) => ({
        ...p,
        productVariations: p.productVariations.filter((v) => v.id !== variationId),
      }));
      toast(projectToasts.deleted);
    }
  };
  return (
    <>
      {variations.length === 0 ? (
        <p className="project__muted">No variations offered for this product.</p>
      ) : null}
      <ul className="project__plain-list" aria-label="Variations">
        {variations.map((v) => (
          <li key={v.id} className="project__note">
            <p>
              <strong>{v.variationTitle}</strong> ({v.brand}, SKU {v.variationSku}){" "}
              {v.price !== null ? formatMoney(v.price, brand) : "not sold online"}
              {v.rrpOverride !== null ? ` · RRP ${formatMoney(v.rrpOverride, brand)}` : ""}
            </p>
            {v.comments ? <p className="project__muted">{v.comments}</p> : null}
            <div className="project__inline">
              <Button
                variant="ghost"
                aria-pressed={editing?.id === v.id}
                onClick={() => edit(v)}
                aria-label={`Edit variation ${v.variationSku}`}
              >
                Edit variation
              </Button>
              <Button
                variant="ghost"
                disabled={state.status === "Loading"}
                onClick={() => remove(v.id)}
                aria-label={`Delete variation ${v.variationSku}`}
              >
                Delete variation
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <form
        className="project__form"
        onSubmit={add}
        aria-label={editing ? `Edit variation ${editing.variationSku}` : "Add a variation"}
      >
        {editing ? (
          <p className="project__muted" role="status">
            Editing {editing.variationTitle} (SKU {editing.variationSku})
          </p>
        ) : null}
        <div className="project__grid">
          <div className="project__field">
            <label htmlFor={`${id}-sku`}>Variation SKU</label>
            <input id={`${id}-sku`} ref={skuRef} value={sku} onChange={(e) => setSku(e.target.value)} />
          </div>
          <div className="project__field">
            <label htmlFor={`${id}-rrp`}>RRP override ($, optional)</label>
            <input
              id={`${id}-rrp`}
              inputMode="decimal"
              value={rrp}
              aria-invalid={rrpError ? true : undefined}
              aria-describedby={`${id}-rrp-error`}
              onChange={(e) => setRrp(e.target.value)}
            />
          </div>
          <div className="project__field project__field--wide">
            <label htmlFor={`${id}-c`}>Comments</label>
            <textarea
              id={`${id}-c`}
              rows={2}
              value={comments}
              onChange={(e) => setComments(e.target.value)}
            />
          </div>
        </div>
        <p id={`${id}-rrp-error`} className="project__error" aria-live="polite">
          {rrpError}
        </p>
        <ErrorList errors={state.errors} />
        <div className="project__inline">
          <Button type="submit" disabled={sku.trim() === "" || state.status === "Loading"}>
            {state.status === "Loading" ? "Saving…" : editing ? "Save changes" : "Save variation"}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={reset}>
              Cancel edit
            </Button>
          ) : null}
        </div>
      </form>
    </>
  );
}
