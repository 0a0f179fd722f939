import { formatMoney } from "@store/domain/brands";
import type { Project, ProjectChangelog, ProjectLine, ProjectOutline } from "@store/domain/project.schema";
import { projectFallbacks, projectToasts } from "@store/domain/project-errors";
import type { SearchProductResult } from "@store/domain/search.schema";
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { useCart } from "~/lib/cart-state";
import { useGlobalMessage } from "~/lib/global-message";
import { useClientData } from "~/lib/use-client-data";
import { useHydrated } from "~/lib/use-hydrated";
import { ProductTabs } from "./product-tabs";
import { ProjectAttachments } from "./project-attachments";
import { ErrorList } from "./project-create-form";
import { type LineChange, ProjectLineRow } from "./project-line-row";
import { ProjectManage } from "./project-manage";
import { ProjectReminders } from "./project-reminders";
import {
  dayAfter,
  emptySelection,
  folderSortOrder,
  linesOf,
  movedBy,
  productSortOrder,
  type Selection,
  selectionAfterLoad,
  selectionReducer,
} from "./project-state";
import { StatusBadge } from "./status-badge";
import { TransferDialog, type TransferSubject } from "./transfer-dialog";
import { useArrivalMessage } from "./use-arrival-message";
import { failureText, useOperations } from "./use-operations";
import { projectChangedElsewhere, useProjectFreshness } from "./use-project-freshness";
import "./project.css";
import { projectApi } from "~/lib/project-api";

/** What the screen's loader found: the project, or for an empty one (204) its outline. */
export interface ProjectScreenData {
  projectId: number;
  project: Project | null;
  outline: ProjectOutline | null;
}

/**
 * The staff project screen (storefront s.2): the project's customer, status and total; its folders and
 * lines with their permitted edits; the selected product's tabs; comments, record, files; and the quote's
 * actions (save, email, lock prices, share, convert to cart). Every write answers the project, which the
 * screen redraws from; each operation keeps its own status and error list.
 */
export function ProjectScreen({ data }: { data: ProjectScreenData }) {
  const id = useId();
  const brand = useBrand();
  const api = useMemo(() => createBrowserApiClient(), []);
  const navigate = useNavigate();
  const { showMessage } = useGlobalMessage();
  const cart = useCart();
  const ops = useOperations();
  useArrivalMessage();
  const [project, setProjectState] = useState<Project | null>(data.project);
  const [outline, setOutline] = useState<ProjectOutline | null>(data.outline);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [selectedLineId, setSelectedLineId] = useState<number | null>(null);
  const [transfer, setTransfer] = useState<TransferSubject | null>(null);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const loadedId = useRef<number | null>(data.projectId);

  const toast = useCallback(
    (text: string, error = false) => showMessage({ type: error ? "error" : "success", text }),
    [showMessage],
  );
  const setProject = useCallback((update: (p: Project) => Project) => {
    setProjectState((now) => (now ? update(now) : now));
  }, []);

  // A new loader answer: another project starts afresh; the same one keeps the selection (storefront s.4)
  useEffect(() => {
    setProjectState(data.project);
    setOutline(data.outline);
    setSelection((now) => selectionAfterLoad(now, loadedId.current, data.project, data.projectId));
    if (loadedId.current !== data.projectId) setSelectedLineId(null);
    loadedId.current = data.projectId;
  }, [data]);

  const reload = async () => {
    try {
      const fresh = await projectApi(api).getProject(data.projectId);
      setSelection((now) => selectionAfterLoad(now, data.projectId, fresh, data.projectId));
      setProjectState(fresh);
      if (!fresh) setOutline(await projectApi(api).getProjectOutline(data.projectId));
    } catch (failure) {
      toast(failureText(failure, projectFallbacks.projects), true);
    }
  };

  // Another staff member's change shows without a reload of the page (issue 17)
  useProjectFreshness({
    api,
    projectId: data.projectId,
    version: (project ?? outline)?.version ?? null,
    busy: ops.busy || busyLine !== null,
    onNewer: async () => {
      await reload();
      toast(projectChangedElsewhere);
    },
  });

  const projectId = data.projectId;
  const lines = project ? linesOf(project) : [];
  const selectedLine = lines.find((line) => line.lineId === selectedLineId) ?? null;
  const finished = project ? ["Won", "Lost", "Partial"].includes(project.status) : false;

  const write = async (
    operation: Parameters<typeof ops.run>[0],
    work: () => Promise<Project>,
    toastText = projectToasts.updated,
  ) => {
    const saved = await ops.run(operation, work);
    if (saved) {
      setProjectState(saved);
      toast(toastText);
    }
    return saved;
  };

  const saveLine = async (line: ProjectLine, change: LineChange) => {
    setBusyLine(line.lineId);
    try {
      const saved = await projectApi(api).saveProjectProduct({
        projectId,
        sku: line.sku,
        folderId: line.folderId,
        mode: "set",
        ...change,
      });
      setProjectState(saved);
      toast(projectToasts.updated);
    } catch (failure) {
      toast(failureText(failure, projectFallbacks.updateFailed), true);
    } finally {
      setBusyLine(null);
    }
  };
  const deleteLine = async (line: ProjectLine) => {
    setBusyLine(line.lineId);
    try {
      const saved = await projectApi(api).deleteProjectProduct(projectId, line.sku, line.folderId);
      setProjectState(saved);
      if (selectedLineId === line.lineId) setSelectedLineId(null);
      setSelection((now) => ({
        ...now,
        productCodes: now.productCodes.filter((c) => c !== line.productCode),
      }));
      toast(projectToasts.deleted);
    } catch (failure) {
      toast(failureText(failure, projectFallbacks.updateFailed), true);
    } finally {
      setBusyLine(null);
    }
  };

  const sorting = ops.stateOf("sort");
  const sortProducts = (list: ProjectLine[], index: number, step: -1 | 1) =>
    write("sort", () =>
      projectApi(api).projectWrite(
        "/api/projects/sort-products",
        productSortOrder(movedBy(list, index, step)),
      ),
    );
  const sortFolders = (index: number, step: -1 | 1) => {
    if (!project) return;
    void write("sort", () =>
      projectApi(api).projectWrite("/api/v2/project/sort-folders", {
        projectId,
        version: project.version,
        folders: folderSortOrder(
          movedBy(
            project.folders.map((f) => f.id),
            index,
            step,
          ),
        ),
      }),
    );
  };

  const header = project ?? outline;
  const lineRows = (list: ProjectLine[]) =>
    list.length === 0 ? (
      <p className="project__muted">No products here yet.</p>
    ) : (
      <ul className="project__lines">
        {list.map((line, index) => (
          <ProjectLineRow
            key={`${line.lineId}-${line.quantity}-${line.priceOverride}`}
            line={line}
            move={
              finished || list.length < 2
                ? null
                : {
                    up: index > 0,
                    down: index < list.length - 1,
                    busy: sorting.status === "Loading",
                    onMove: (step) => void sortProducts(list, index, step),
                  }
            }
            selected={line.lineId === selectedLineId}
            checked={selection.productCodes.includes(line.productCode)}
            busy={busyLine === line.lineId}
            onSelect={() => setSelectedLineId(line.lineId === selectedLineId ? null : line.lineId)}
            onCheck={(on) =>
              setSelection((now) =>
                selectionReducer(now, { type: on ? "add" : "remove", productCode: line.productCode }),
              )
            }
            onSave={(change) => saveLine(line, change)}
            onDelete={() => deleteLine(line)}
            onTransfer={() =>
              setTransfer({
                productCode: line.productCode,
                title: line.title,
                sourceProjectId: projectId,
                sourceFolderId: line.folderId,
                quantity: line.quantity,
              })
            }
          />
        ))}
      </ul>
    );

  return (
    <section className="project page-container" aria-labelledby={`${id}-title`}>
      <p className="project__back">
        <Link to="/project">All projects</Link>
      </p>
      <header className="project__head">
        <div>
          <h1 id={`${id}-title`}>{header?.name ?? `Project ${projectId}`}</h1>
          <p className="project__muted">
            {header?.projectRef}
            {project ? ` · ${project.owner.name} · ${project.selectedStore.name}` : ""}
          </p>
        </div>
        {header ? <StatusBadge status={header.status} /> : null}
      </header>
      {header ? (
        <ProjectManage api={api} project={header} ops={ops} onProject={setProjectState} toast={toast} />
      ) : null}

      {project ? (
        <ProjectSummary project={project} />
      ) : (
        <p className="project__empty" role="status">
          This project is empty: add a product or a folder to start it.
        </p>
      )}

      <div className="project__columns">
        <div className="project__main">
          {finished ? null : (
            <AddProduct
              projectId={projectId}
              project={project}
              onSaved={(p) => {
                setProjectState(p);
                toast(projectToasts.updated);
              }}
              onFailed={(t) => toast(t, true)}
            />
          )}
          {finished ? null : (
            <FolderCreate
              projectId={projectId}
              ops={ops}
              onSaved={(p) => {
                setProjectState(p);
                toast(projectToasts.updated);
              }}
            />
          )}

          {project ? (
            <>
              <section className="project__panel" aria-labelledby={`${id}-cart`}>
                <h2 id={`${id}-cart`}>Products</h2>
                {lineRows(project.cart.products)}
              </section>
              {project.folders.map((folder, index) => (
                <section
                  key={folder.id}
                  className="project__panel project__folder"
                  aria-labelledby={`${id}-f${folder.id}`}
                >
                  <div className="project__panel-head">
                    <div className="project__inline project__folder-title">
                      <input
                        type="checkbox"
                        checked={selection.folderIds.includes(folder.id)}
                        onChange={(e) =>
                          setSelection((now) =>
                            selectionReducer(now, {
                              type: e.target.checked ? "add" : "remove",
                              folderId: folder.id,
                            }),
                          )
                        }
                        aria-label={`Select folder ${folder.title} for the cart`}
                      />
                      <h2 id={`${id}-f${folder.id}`}>{folder.title}</h2>
                    </div>
                    {finished ? null : (
                      <div className="project__inline">
                        <Button
                          variant="ghost"
                          disabled={index === 0 || sorting.status === "Loading"}
                          aria-label={`Move folder ${folder.title} up`}
                          onClick={() => sortFolders(index, -1)}
                        >
                          Up
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={index === project.folders.length - 1 || sorting.status === "Loading"}
                          aria-label={`Move folder ${folder.title} down`}
                          onClick={() => sortFolders(index, 1)}
                        >
                          Down
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={ops.stateOf("folderDuplicate").status === "Loading"}
                          onClick={() =>
                            write("folderDuplicate", () =>
                              projectApi(api).projectWrite("/api/v2/project/duplicate-folder", {
                                projectId,
                                folderId: folder.id,
                              }),
                            )
                          }
                        >
                          {ops.stateOf("folderDuplicate").status === "Loading"
                            ? "Duplicating…"
                            : "Duplicate folder"}
                        </Button>
                      </div>
                    )}
                  </div>
                  {lineRows(folder.products)}
                </section>
              ))}
              <ErrorList errors={ops.stateOf("folderDuplicate").errors} />
              <ErrorList errors={sorting.errors} />
              <p className="project__muted" role="status">
                {sorting.status === "Loading" ? "Saving the new order…" : ""}
              </p>
            </>
          ) : null}

          {project && selectedLine ? (
            <ProductTabs
              api={api}
              project={project}
              line={selectedLine}
              setProject={setProject}
              toast={toast}
              ops={ops}
            />
          ) : project && lines.length > 0 ? (
            <p className="project__muted">
              Choose a product's name to see its stock, prices, notes, variations and files.
            </p>
          ) : null}
        </div>

        {project ? (
          <aside className="project__side" aria-label="Quote and project">
            <QuoteActions
              project={project}
              selection={selection}
              onClearSelection={() => setSelection((now) => selectionReducer(now, { type: "clear" }))}
              ops={ops}
              onProject={setProjectState}
              onReload={reload}
              toast={toast}
              onConverted={async () => {
                // The cart the page header and the cart page hold is the one the conversion replaced
                await cart.reload();
                navigate("/cart");
              }}
            />
            <Comments project={project} setProject={setProject} ops={ops} toast={toast} />
            <ProjectReminders projectId={projectId} version={project.version} />
            <section className="project__panel" aria-labelledby={`${id}-files`}>
              <h2 id={`${id}-files`}>Project files</h2>
              <ProjectAttachments
                api={api}
                project={project}
                files={project.files.filter((f) => !f.productCode)}
                setProject={setProject}
                toast={toast}
                label="Project files"
              />
            </section>
            <Changelog projectId={projectId} version={project.version} />
          </aside>
        ) : null}
      </div>

      <TransferDialog
        key={transfer ? `${transfer.productCode}-${transfer.sourceFolderId}` : "closed"}
        api={api}
        subject={transfer}
        ops={ops}
        toast={toast}
        onClose={() => setTransfer(null)}
        onDone={() => {
          setTransfer(null);
          void reload();
        }}
      />
    </section>
  );

  function ProjectSummary({ project }: { project: Project }) {
    const q = project.quoteData;
    const customer = q.customerName || `${q.firstName} ${q.lastName}`.trim();
    return (
      <dl className="project__facts project__summary">
        <div>
          <dt>Customer</dt>
          <dd>{customer || "Not given"}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>{[q.customerEmail, q.contactNumber].filter(Boolean).join(" · ") || "Not given"}</dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{project.productCount}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(project.total, brand)}</dd>
        </div>
        <div>
          <dt>Quote</dt>
          <dd>
            {project.quoted ? `Version ${project.quoteVersion} saved` : "Not quoted yet"}
            {project.projectEmailed ? " · emailed" : ""}
          </dd>
        </div>
        {q.referrerName ? (
          <div>
            <dt>Referrer</dt>
            <dd>
              {q.referrerName}
              {q.referrerBusinessName ? `, ${q.referrerBusinessName}` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
    );
  }
}

/** Adds a product by sku, or one found by the catalogue search, to the project or a folder. */
function AddProduct({
  projectId,
  project,
  onSaved,
  onFailed,
}: {
  projectId: number;
  project: Project | null;
  onSaved: (project: Project) => void;
  onFailed: (text: string) => void;
}) {
  const id = useId();
  const brand = useBrand();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [sku, setSku] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [place, setPlace] = useState("cart");
  const [found, setFound] = useState<SearchProductResult[] | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const add = async (code: string) => {
    setBusy(true);
    setError("");
    try {
      const saved = await projectApi(api).saveProjectProduct({
        projectId,
        sku: code,
        quantity: Number(quantity) || 1,
        folderId: place === "cart" ? null : Number(place),
      });
      onSaved(saved);
      setSku("");
      setFound(null);
    } catch (failure) {
      const text = failureText(failure, projectFallbacks.updateFailed);
      setError(text);
      onFailed(projectFallbacks.updateFailed);
    } finally {
      setBusy(false);
    }
  };
  const search = async () => {
    setError("");
    if (sku.trim().length < 2) return setError("Type a sku or at least 2 letters of a product to search");
    try {
      const answer = await api.getSearchSuggestions(sku.trim(), 8);
      setFound(answer.products);
    } catch {
      setError("The catalogue search did not answer: type the sku and add it.");
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sku.trim()) void add(sku.trim());
  };

  return (
    <section className="project__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a product</h2>
      <form className="project__add" onSubmit={submit} aria-label="Add a product">
        <div className="project__field project__field--grow">
          <label htmlFor={`${id}-sku`}>SKU or search</label>
          <input id={`${id}-sku`} value={sku} onChange={(e) => setSku(e.target.value)} autoComplete="off" />
        </div>
        <div className="project__field project__field--narrow">
          <label htmlFor={`${id}-qty`}>Quantity</label>
          <input
            id={`${id}-qty`}
            type="number"
            min={1}
            max={999}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </div>
        <div className="project__field">
          <label htmlFor={`${id}-place`}>Add to</label>
          <select id={`${id}-place`} value={place} onChange={(e) => setPlace(e.target.value)}>
            <option value="cart">The project (no folder)</option>
            {project?.folders.map((f) => (
              <option key={f.id} value={f.id}>
                Folder: {f.title}
              </option>
            ))}
          </select>
        </div>
        <div className="project__inline project__add-actions">
          <Button type="submit" disabled={busy || sku.trim() === ""}>
            Add by SKU
          </Button>
          <Button variant="secondary" onClick={search}>
            Search catalogue
          </Button>
        </div>
      </form>
      {error ? (
        <p className="project__error" role="alert">
          {error}
        </p>
      ) : null}
      {found ? (
        found.length === 0 ? (
          <p className="project__muted" role="status">
            No products match.
          </p>
        ) : (
          <ul className="project__plain-list" aria-label="Products found">
            {found.map((p) => (
              <li key={p.sku} className="project__found">
                <span>
                  {p.text} <span className="project__muted">({p.sku})</span>{" "}
                  {p.price !== null ? formatMoney(p.price, brand) : ""}
                </span>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => add(p.sku)}
                  aria-label={`Add ${p.text}`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

/** A new folder (POST /api/v2/project/folder). */
function FolderCreate({
  projectId,
  ops,
  onSaved,
}: {
  projectId: number;
  ops: ReturnType<typeof useOperations>;
  onSaved: (project: Project) => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [title, setTitle] = useState("");
  const state = ops.stateOf("folderCreate");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await ops.run("folderCreate", () =>
      projectApi(api).projectWrite("/api/v2/project/folder", { projectId, title: title.trim() }),
    );
    if (saved) {
      setTitle("");
      onSaved(saved);
    }
  };
  return (
    <form className="project__panel project__add" onSubmit={submit} aria-label="Create a folder">
      <div className="project__field project__field--grow">
        <label htmlFor={`${id}-title`}>New folder</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={120}
          placeholder="Kitchen, laundry…"
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={title.trim() === "" || state.status === "Loading"}>
        {state.status === "Loading" ? "Creating…" : "Create folder"}
      </Button>
      <ErrorList errors={state.errors} />
    </form>
  );
}

/** Save quote, email it, lock its prices, share it, and put it in the cart. */
function QuoteActions({
  project,
  selection,
  onClearSelection,
  ops,
  onProject,
  onReload,
  toast,
  onConverted,
}: {
  project: Project;
  selection: Selection;
  onClearSelection: () => void;
  ops: ReturnType<typeof useOperations>;
  onProject: (project: Project) => void;
  onReload: () => void;
  toast: (text: string, error?: boolean) => void;
  onConverted: () => Promise<void>;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const lock = project.priceLock;
  const live = lock?.live ?? false;
  const [expiry, setExpiry] = useState(live && lock ? lock.expiryDate : dayAfter(14));
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [emailError, setEmailError] = useState("");
  const [emailing, setEmailing] = useState(false);
  const [cartMessages, setCartMessages] = useState<string[]>([]);
  const finished = ["Won", "Lost", "Partial"].includes(project.status);
  const quote = ops.stateOf("quote");
  const lockState = ops.stateOf(live ? "priceLockEdit" : "lock");
  const shared = ops.stateOf("sharedStatus");
  const convert = ops.stateOf("convertToCart");
  const shareLink =
    shareUrl ??
    (project.shareId
      ? `${typeof window === "undefined" ? "" : window.location.origin}/project/shared?shareId=${project.shareId}`
      : null);

  const saveQuote = async () => {
    const saved = await ops.run("quote", () => projectApi(api).saveProjectQuote(project.projectId));
    if (saved) {
      onProject(saved);
      toast(projectToasts.updated);
    }
  };
  const email = async () => {
    setEmailing(true);
    setEmailError("");
    try {
      await projectApi(api).emailProject(project.projectId);
      toast(projectToasts.sent);
      onReload();
    } catch (failure) {
      // The answer's own message (a project gone, a customer without an email), else the s.8 fallback
      setEmailError(failureText(failure, projectFallbacks.email));
    } finally {
      setEmailing(false);
    }
  };
  const lockPrices = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await ops.run(live ? "priceLockEdit" : "lock", () =>
      projectApi(api).lockProjectPrices(project.projectId, expiry),
    );
    if (saved) {
      onProject(saved);
      toast(projectToasts.updated);
    }
  };
  // Cancelling is a price-lock edit (storefront s.8): it shares that list and status, so a second click
  // waits for the first call, while a failure keeps the spec's own cancel message
  const cancelLock = async () => {
    const saved = await ops.run(
      "priceLockEdit",
      () => projectApi(api).cancelProjectLock(project.projectId),
      projectFallbacks.cancelLock,
    );
    if (saved) {
      onProject(saved);
      toast(projectToasts.updated);
    }
  };
  const share = async (on: boolean) => {
    const answer = await ops.run("sharedStatus", () =>
      projectApi(api).setProjectShared(project.projectId, on),
    );
    if (answer) {
      setShareUrl(answer.shareUrl);
      onProject({
        ...project,
        sharedStatus: answer.sharedStatus,
        shareId: answer.shareId,
        version: answer.version,
      });
      toast(projectToasts.updated);
    }
  };
  const toCart = async () => {
    const selected = selection.productCodes.length > 0 || selection.folderIds.length > 0;
    const answer = await ops.run("convertToCart", () =>
      projectApi(api).projectToCart(
        selected
          ? {
              projectId: project.projectId,
              productCodes: selection.productCodes,
              folderIds: selection.folderIds,
              includeCart: false,
            }
          : { projectId: project.projectId },
      ),
    );
    if (answer) {
      // The picked products are in the cart now: a second convert would add them again (storefront s.4)
      if (selected) onClearSelection();
      setCartMessages(answer.messages);
      toast(projectToasts.updated);
      if (answer.messages.length === 0) await onConverted();
    }
  };
  // The admin cart (POST /api/projects/admin-cart): the whole project for the customer's checkout, with
  // the staff and locked prices, or today's catalogue prices when discounts are cleared (storefront s.7)
  const [clearDiscounts, setClearDiscounts] = useState(false);
  const adminCart = async () => {
    const answer = await ops.run("convertToCart", () =>
      projectApi(api).projectAdminCart(project.projectId, clearDiscounts),
    );
    if (answer) {
      setCartMessages(answer.messages);
      toast(projectToasts.updated);
      if (answer.messages.length === 0) await onConverted();
    }
  };
  const selectedCount = selection.productCodes.length + selection.folderIds.length;
  // Mark lost and reopen are updates of POST /api/v2/project: the create/update operation's list
  const status = ops.stateOf("createUpdate");
  // A click before the page is live would do nothing: the status buttons wait for it
  const hydrated = useHydrated();
  const setStatus = async (to: "Lost" | "Open") => {
    const saved = await ops.run("createUpdate", () =>
      projectApi(api).setProjectStatus(project.projectId, project.name, to),
    );
    if (saved) {
      onProject(saved);
      toast(projectToasts.updated);
    }
  };

  return (
    <section className="project__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Quote</h2>
      <div className="project__stack">
        <Button onClick={saveQuote} disabled={!project.hasProducts || finished || quote.status === "Loading"}>
          {quote.status === "Loading"
            ? "Saving quote…"
            : project.quoted
              ? `Save quote version ${project.nextQuoteVersion}`
              : "Save quote"}
        </Button>
        <ErrorList errors={quote.errors} />
        <Button variant="secondary" onClick={email} disabled={emailing || !project.hasProducts}>
          {emailing ? "Sending…" : "Email quote"}
        </Button>
        {emailError ? (
          <p className="project__error" role="alert">
            {emailError}
          </p>
        ) : null}
      </div>

      <h3>Price lock</h3>
      {lock && live ? (
        <p>
          Prices of quote version {lock.quoteVersion} are locked until the end of{" "}
          <strong>
            {new Date(`${lock.expiryDate}T12:00:00`).toLocaleDateString("en-AU", {
              day: "numeric",
              month: "long",
              year: "numeric",
            })}
          </strong>
          .
        </p>
      ) : lock ? (
        <p className="project__muted">The last price lock ended on {lock.expiryDate}.</p>
      ) : (
        <p className="project__muted">
          {project.quoted ? "Prices are not locked." : "Save a quote to lock its prices."}
        </p>
      )}
      {finished ? null : (
        <form className="project__inline project__lock" onSubmit={lockPrices} aria-label="Price lock">
          <div className="project__field">
            <label htmlFor={`${id}-expiry`}>{live ? "New expiry date" : "Lock until"}</label>
            <input
              id={`${id}-expiry`}
              type="date"
              value={expiry}
              min={dayAfter(0)}
              max={dayAfter(90)}
              onChange={(e) => setExpiry(e.target.value)}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={!project.quoted || lockState.status === "Loading"}
          >
            {live ? "Change expiry" : "Lock prices"}
          </Button>
          {live ? (
            <Button variant="ghost" onClick={cancelLock} disabled={lockState.status === "Loading"}>
              Cancel lock
            </Button>
          ) : null}
        </form>
      )}
      <ErrorList errors={lockState.errors} />

      <h3>Share with the customer</h3>
      <div className="project__stack">
        <label className="project__switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={project.sharedStatus}
            checked={project.sharedStatus}
            disabled={shared.status === "Loading"}
            onChange={(e) => share(e.target.checked)}
          />{" "}
          Shared link
        </label>
        <p className="project__muted">
          {project.sharedStatus ? "The customer's link is on." : "Not shared."}
        </p>
        {project.sharedStatus && shareLink ? (
          <p className="project__share">
            <a href={shareLink} target="_blank" rel="noreferrer">
              {shareLink}
            </a>
          </p>
        ) : null}
        <ErrorList errors={shared.errors} />
      </div>

      <h3>Cart</h3>
      <div className="project__stack">
        <p className="project__muted" role="status">
          {selectedCount > 0
            ? `${selectedCount} selected products and folders go to the cart.`
            : "The whole project goes to your cart."}
        </p>
        {selectedCount > 0 ? (
          <Button
            variant="ghost"
            onClick={() => {
              onClearSelection();
              // The button goes with the selection: keyboard focus stays in the cart actions
              document.getElementById(`${id}-convert`)?.focus();
            }}
          >
            Clear selection
          </Button>
        ) : null}
        <Button
          id={`${id}-convert`}
          onClick={toCart}
          disabled={!project.hasProducts || convert.status === "Loading" || project.status === "Lost"}
        >
          {convert.status === "Loading" ? "Converting…" : "Convert to cart"}
        </Button>
        <fieldset className="project__fieldset project__admin-cart">
          <legend>Admin cart for the customer</legend>
          <label className="project__switch">
            <input
              type="checkbox"
              checked={clearDiscounts}
              onChange={(e) => setClearDiscounts(e.target.checked)}
            />{" "}
            Clear discounts (today's catalogue prices, no staff or locked prices)
          </label>
          <Button
            variant="secondary"
            onClick={adminCart}
            disabled={
              !hydrated || !project.hasProducts || convert.status === "Loading" || project.status === "Lost"
            }
          >
            {convert.status === "Loading" ? "Converting…" : "Make admin cart"}
          </Button>
        </fieldset>
        <ErrorList errors={convert.errors} />
        {cartMessages.length > 0 ? (
          <div role="status">
            <ul className="project__plain-list">
              {cartMessages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <Button variant="secondary" onClick={onConverted}>
              Go to the cart
            </Button>
          </div>
        ) : null}
      </div>
      <p>
        <Link to={`/staff/reminders?projectId=${project.projectId}`}>Add a reminder for this project</Link>
      </p>
      <h3>Status</h3>
      <div className="project__stack">
        {project.status === "Lost" ? (
          <Button
            variant="secondary"
            onClick={() => setStatus("Open")}
            disabled={!hydrated || status.status === "Loading"}
          >
            Reopen project
          </Button>
        ) : finished ? (
          <p className="project__muted">An order was placed from this project: it is finished.</p>
        ) : (
          <Button
            variant="ghost"
            onClick={() => setStatus("Lost")}
            disabled={!hydrated || status.status === "Loading"}
          >
            Mark as lost
          </Button>
        )}
        <ErrorList errors={status.errors} />
      </div>
    </section>
  );
}

/** Staff comments: the newest first, a new one prepended (storefront s.4). */
function Comments({
  project,
  setProject,
  ops,
  toast,
}: {
  project: Project;
  setProject: (update: (p: Project) => Project) => void;
  ops: ReturnType<typeof useOperations>;
  toast: (text: string, error?: boolean) => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [text, setText] = useState("");
  const state = ops.stateOf("comment");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const comment = await ops.run("comment", () =>
      projectApi(api).addProjectComment(project.projectId, text),
    );
    if (comment) {
      setProject((p) => ({ ...p, staffComments: [comment, ...p.staffComments] }));
      setText("");
      toast(projectToasts.updated);
    }
  };
  return (
    <section className="project__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Staff comments</h2>
      <form className="project__form" onSubmit={submit} aria-label="Add a comment">
        <label htmlFor={`${id}-text`}>Comment</label>
        <textarea id={`${id}-text`} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        <ErrorList errors={state.errors} />
        <Button type="submit" variant="secondary" disabled={text.trim() === "" || state.status === "Loading"}>
          Add comment
        </Button>
      </form>
      <ul className="project__plain-list" aria-label="Comments">
        {project.staffComments.map((c) => (
          <li key={c.id} className="project__note">
            <p className="project__note-text">{c.message}</p>
            <p className="project__muted">
              {c.user}, {new Date(c.timestamp).toLocaleString("en-AU")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pages of the record after the first, kept for the key (project and version) they were read under. */
interface OlderChanges {
  key: string | null;
  page: number;
  changes: ProjectChangelog["changes"];
  /** A page came back empty: the record is shorter than its count said, so stop offering more. */
  done: boolean;
}

/**
 * The project's record (GET /api/v2/project/changelogs), loaded when opened and after each change;
 * older pages on request.
 */
export function Changelog({ projectId, version }: { projectId: number; version: number }) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [open, setOpen] = useState(false);
  const key = open ? `${projectId}@${version}` : null;
  // Loaded when opened, again after each change (the version is in the key); the last record stays while it reloads
  const loaded = useClientData<ProjectChangelog>(
    key,
    (signal) => projectApi(api).getProjectChangelog(projectId, 1, { signal }),
    { keepPrevious: true },
  );
  const [older, setOlder] = useState<OlderChanges>({ key: null, page: 1, changes: [], done: false });
  const [more, setMore] = useState<{ loading: boolean; error: string }>({ loading: false, error: "" });
  // Older pages read before a change are dropped: the change shifts every page by the entries it added
  const kept = older.key === key ? older : null;
  const log = loaded.status === "success" ? loaded.data : null;
  const error = loaded.status === "error" ? failureText(loaded.error, projectFallbacks.logs) : "";
  // A page read while new entries arrived repeats entries already shown; each is listed once
  const seen = new Set<number>();
  const changes = [...(log?.changes ?? []), ...(kept?.changes ?? [])].filter((c) => {
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });
  const hasOlder = log !== null && changes.length < log.totalItems && !kept?.done;

  const loadOlder = async () => {
    const page = (kept?.page ?? 1) + 1;
    setMore({ loading: true, error: "" });
    try {
      const next = await projectApi(api).getProjectChangelog(projectId, page);
      setOlder({
        key,
        page,
        changes: [...(kept?.changes ?? []), ...next.changes],
        done: next.changes.length === 0,
      });
      setMore({ loading: false, error: "" });
    } catch (failure) {
      setMore({ loading: false, error: failureText(failure, projectFallbacks.logs) });
    }
  };

  return (
    <section className="project__panel" aria-labelledby={`${id}-title`}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 id={`${id}-title`} className="project__summary-title">
            Changelog
          </h2>
        </summary>
        {error ? <p className="project__error">{error}</p> : null}
        {open && !log && !error ? <p className="project__muted">Loading…</p> : null}
        {log ? (
          <ol className="project__plain-list" aria-label="Changes, newest first">
            {changes.map((c) => (
              <li key={c.id}>
                {c.message}{" "}
                <span className="project__muted">
                  ({c.user}, {new Date(c.at).toLocaleString("en-AU")})
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        {more.error ? <p className="project__error">{more.error}</p> : null}
        {hasOlder ? (
          <Button variant="ghost" disabled={more.loading} onClick={loadOlder}>
            {more.loading ? "Loading older changes…" : "Show older changes"}
          </Button>
        ) : null}
      </details>
    </section>
  );
}
