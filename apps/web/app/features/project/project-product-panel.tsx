import { isOwnPanel, panelLink } from "@store/domain/admin-panels";
import type { ProjectListItem, ProjectsOfProduct } from "@store/domain/project.schema";
import { firstProjectError, projectFallbacks } from "@store/domain/project-errors";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { ApiError } from "~/lib/api-error";
import { useOptionalIdentity } from "~/lib/identity/identity-context";
import { useClientData } from "~/lib/use-client-data";
import "./project.css";
import { projectApi } from "~/lib/project-api";

/** What loading a panel's data failed with, in the spec's words (storefront s.8 "Projects"). */
function loadFailure(state: { status: string; error?: unknown }, fallback: string): string {
  if (state.status !== "error") return "";
  return state.error instanceof ApiError
    ? firstProjectError(state.error.status, state.error.body, fallback)
    : fallback;
}

/**
 * The product-page admin panel (storefront s.2 "product-page"; ADR 051) for signed-in staff, on the
 * product page and on the store's own panel page: which of the staff member's projects hold this product
 * (GET /api/projects/product/{sku}), and a form to add it to one of their open projects
 * (GET /api/projects/list-item?sku, POST /api/projects/product); with a CMS, a link to the CMS's panel
 * too. Shoppers see nothing.
 */
export function ProjectProductPanel({ sku, title }: { sku: string; title: string }) {
  const id = useId();
  const identity = useOptionalIdentity();
  const role = identity?.signedIn ? identity.claims?.role : undefined;
  const staff = role === "staff" || role === "admin";
  const api = useMemo(() => createBrowserApiClient(), []);
  const [chosenPlace, setPlace] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState("");
  const [added, setAdded] = useState<{ projectId: number; label: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Projects this page added the product to, marked without loading the list again
  const [addedTo, setAddedTo] = useState<number[]>([]);
  // The CMS panel's address: nothing on screen waits for it
  const account = useClientData(staff ? "account" : null, (signal) => api.getAccount({ signal }), {
    whenIdle: true,
  });
  const panelUrl = account.status === "success" ? account.data.adminPanels.productPage : null;
  // Without a CMS the panel URL is the store's own page, which shows this same panel: no link to it here
  const cmsUrl = panelUrl && !isOwnPanel(panelUrl) ? panelLink(panelUrl, { sku }) : null;
  const list = useClientData<ProjectListItem[]>(staff ? sku : null, (signal, key) =>
    projectApi(api).getProjectListItems(key, { signal }),
  );
  const held = useClientData<ProjectsOfProduct>(staff ? sku : null, (signal, key) =>
    projectApi(api).getProjectsOfProduct(key, undefined, { signal }),
  );
  const projects =
    list.status === "success"
      ? list.data.map((p) => (addedTo.includes(p.projectId) ? { ...p, containsSku: true } : p))
      : null;
  const loadError = loadFailure(list, projectFallbacks.projectList);
  const heldError = loadFailure(held, projectFallbacks.projects);
  const first = projects?.[0];
  const place = chosenPlace || (first ? `${first.projectId}:cart` : "");

  if (!staff) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [projectId, folder] = place.split(":");
    if (!projectId) return;
    setBusy(true);
    setError("");
    setAdded(null);
    try {
      await projectApi(api).saveProjectProduct({
        projectId: Number(projectId),
        sku,
        quantity: Number(quantity) || 1,
        folderId: folder === "cart" ? null : Number(folder),
      });
      const project = projects?.find((p) => p.projectId === Number(projectId));
      setAdded({
        projectId: Number(projectId),
        label: project ? `${project.projectRef} ${project.name}` : "the project",
      });
      setAddedTo((now) => [...now, Number(projectId)]);
      held.retry();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? firstProjectError(failure.status, failure.body, projectFallbacks.updateFailed)
          : projectFallbacks.updateFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="project project__panel project-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add to a project</h2>
      {cmsUrl ? (
        <p>
          <a href={cmsUrl} target="_blank" rel="noopener noreferrer">
            Open the product panel in the CMS
          </a>
        </p>
      ) : null}
      <h3 id={`${id}-held`}>In your projects</h3>
      {held.status === "loading" ? <p className="project__muted">Loading…</p> : null}
      {held.status === "success" && held.data.places.length === 0 ? (
        <p className="project__muted">Not in any of your projects yet.</p>
      ) : null}
      {held.status === "success" && held.data.places.length > 0 ? (
        <ul aria-labelledby={`${id}-held`} className="project__plain-list">
          {held.data.places.map((place) => (
            <li key={place.lineId}>
              <Link to={`/project/${place.projectId}`}>
                {place.projectRef} {place.name}
              </Link>
              {place.folderTitle ? ` / ${place.folderTitle}` : ""}, quantity {place.quantity}
            </li>
          ))}
        </ul>
      ) : null}
      {heldError ? (
        <p className="project__error" role="alert">
          {heldError}
        </p>
      ) : null}
      <h3>Add it to a project</h3>
      {projects === null && !loadError ? <p className="project__muted">Loading your projects…</p> : null}
      {projects && projects.length === 0 ? (
        <p className="project__muted">
          You have no open projects. <Link to="/project">Create one</Link>
        </p>
      ) : null}
      {projects && projects.length > 0 ? (
        <form className="project__add" onSubmit={submit} aria-label={`Add ${title} to a project`}>
          <div className="project__field project__field--grow">
            <label htmlFor={`${id}-place`}>Project</label>
            <select id={`${id}-place`} value={place} onChange={(e) => setPlace(e.target.value)}>
              {projects.map((p) => [
                <option key={`${p.projectId}:cart`} value={`${p.projectId}:cart`}>
                  {p.projectRef} {p.name}
                  {p.containsSku ? " (has it)" : ""}
                </option>,
                ...p.folders.map((f) => (
                  <option key={`${p.projectId}:${f.id}`} value={`${p.projectId}:${f.id}`}>
                    {"\u00a0\u00a0"}
                    {p.projectRef} / {f.title}
                  </option>
                )),
              ])}
            </select>
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
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Adding…" : "Add to project"}
          </Button>
        </form>
      ) : null}
      <p role="status" className="project__muted">
        {added ? (
          <>
            Added to {added.label}. <Link to={`/project/${added.projectId}`}>Open the project</Link>
          </>
        ) : null}
      </p>
      {error || loadError ? (
        <p className="project__error" role="alert">
          {error || loadError}
        </p>
      ) : null}
    </section>
  );
}
