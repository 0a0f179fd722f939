import type { ProductTransferResult, ProjectListItem, ProjectOutline } from "@store/domain/project.schema";
import { projectFallbacks, projectToasts } from "@store/domain/project-errors";
import { countOf } from "@store/domain/text";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { ApiClient } from "~/lib/api-client";
import { projectApi } from "~/lib/project-api";
import { useClientData } from "~/lib/use-client-data";
import { ErrorList } from "./project-create-form";
import type { useOperations } from "./use-operations";

/** 'Kitchen has 3 products in 2 folders': what the target already holds. */
function outlineText(outline: ProjectOutline): string {
  const products = outline.cart.products.length + outline.folders.reduce((n, f) => n + f.products.length, 0);
  const folders = outline.folders.length;
  return `${outline.name} has ${countOf(products, "product")} in ${countOf(folders, "folder")}.`;
}

/** The product a transfer moves: its sku, its place in the source project and its quantity. */
export interface TransferSubject {
  productCode: string;
  title: string;
  sourceProjectId: number;
  sourceFolderId: number | null;
  quantity: number;
}

/**
 * The modal that moves (or copies) a product to another project (storefront s.2): pick a project, its
 * outline loads (GET /api/v2/project/outline/{id}) to pick the folder, then POST product-transfer.
 * The Dialog traps focus, returns it on close and closes on Escape. The owner keys it by its subject,
 * so each product starts a fresh form.
 */
export function TransferDialog({
  api,
  subject,
  onClose,
  onDone,
  ops,
  toast,
}: {
  api: ApiClient;
  subject: TransferSubject | null;
  onClose: () => void;
  onDone: (result: ProductTransferResult) => void;
  ops: ReturnType<typeof useOperations>;
  toast: (text: string, error?: boolean) => void;
}) {
  const id = useId();
  const [targetId, setTargetId] = useState("");
  const [folderId, setFolderId] = useState("cart");
  const [quantity, setQuantity] = useState(String(subject?.quantity ?? 1));
  const [mode, setMode] = useState<"move" | "copy">("move");
  const state = ops.stateOf("productTransfer");
  // The projects to move to (the source left out), loaded while the modal is open
  const list = useClientData<ProjectListItem[]>(subject ? `${subject.sourceProjectId}` : null, (signal) =>
    projectApi(api).getProjectListItems(undefined, { signal }),
  );
  const projects =
    list.status === "success" && subject
      ? list.data.filter((p) => p.projectId !== subject.sourceProjectId)
      : null;
  const listError = list.status === "error" ? projectFallbacks.projectList : "";
  // The chosen project's outline, to pick the folder
  const loaded = useClientData<ProjectOutline>(targetId || null, (signal, key) =>
    projectApi(api).getProjectOutline(Number(key), { signal }),
  );
  const outline = loaded.status === "success" ? loaded.data : null;
  const outlineError = loaded.status === "error" ? projectFallbacks.outline : "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject || !outline) return;
    const result = await ops.run("productTransfer", () =>
      projectApi(api).transferProjectProduct({
        productCode: subject.productCode,
        sourceProjectId: subject.sourceProjectId,
        sourceFolderId: subject.sourceFolderId,
        targetProjectId: outline.projectId,
        targetFolderId: folderId === "cart" ? null : Number(folderId),
        quantity: Number(quantity),
        mode,
      }),
    );
    if (result) {
      toast(projectToasts.updated);
      onDone(result);
    }
  };

  return (
    <Dialog
      open={subject !== null}
      onClose={onClose}
      title={subject ? `Transfer ${subject.title}` : "Transfer"}
      size="small"
    >
      {subject ? (
        <form className="project__form" onSubmit={submit} aria-label="Transfer the product">
          <div className="project__field">
            <label htmlFor={`${id}-target`}>To project</label>
            <select
              id={`${id}-target`}
              value={targetId}
              onChange={(e) => {
                setTargetId(e.target.value);
                setFolderId("cart");
              }}
              data-autofocus
            >
              <option value="">Choose a project</option>
              {projects?.map((p) => (
                <option key={p.projectId} value={p.projectId}>
                  {p.projectRef} {p.name}
                </option>
              ))}
            </select>
            {listError ? <p className="project__error">{listError}</p> : null}
          </div>
          {outlineError ? (
            <p className="project__error" role="alert">
              {outlineError}
            </p>
          ) : null}
          {targetId && !outline && !outlineError ? (
            <p className="project__muted" role="status">
              Loading the project's outline…
            </p>
          ) : null}
          {outline ? (
            <>
              <div className="project__field">
                <label htmlFor={`${id}-folder`}>Into</label>
                <select id={`${id}-folder`} value={folderId} onChange={(e) => setFolderId(e.target.value)}>
                  <option value="cart">The project (no folder)</option>
                  {outline.folders.map((f) => (
                    <option key={f.id} value={f.id}>
                      Folder: {f.title}
                    </option>
                  ))}
                </select>
              </div>
              <p className="project__muted">{outlineText(outline)}</p>
            </>
          ) : null}
          <div className="project__grid">
            <div className="project__field">
              <label htmlFor={`${id}-qty`}>Quantity</label>
              <input
                id={`${id}-qty`}
                type="number"
                min={1}
                max={subject.quantity}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
              />
            </div>
            <fieldset className="project__fieldset">
              <legend>Move or copy</legend>
              <label>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={mode === "move"}
                  onChange={() => setMode("move")}
                />{" "}
                Move
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={mode === "copy"}
                  onChange={() => setMode("copy")}
                />{" "}
                Copy
              </label>
            </fieldset>
          </div>
          <ErrorList errors={state.status === "Failure" ? state.errors : []} />
          <div className="project__inline">
            <Button type="submit" disabled={!outline || state.status === "Loading"}>
              {state.status === "Loading"
                ? "Transferring…"
                : mode === "move"
                  ? "Move product"
                  : "Copy product"}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
