import type { Project, ProjectOutline } from "@store/domain/project.schema";
import { projectFallbacks, projectToasts } from "@store/domain/project-errors";
import type { StoreView } from "@store/domain/store.schema";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, type DialogSize } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import type { ApiClient } from "~/lib/api-client";
import { useIdentity } from "~/lib/identity/identity-context";
import { projectApi } from "~/lib/project-api";
import { useClientData } from "~/lib/use-client-data";
import { useHydrated } from "~/lib/use-hydrated";
import { ErrorList } from "./project-create-form";
import {
  type CustomerKey,
  canDeleteProject,
  customerFields,
  salespeopleForStore,
  statusChoices,
} from "./project-state";
import type { ArrivalState } from "./use-arrival-message";
import { failureText, type useOperations } from "./use-operations";

type Ops = ReturnType<typeof useOperations>;
const arrival = (projectMessage: string): ArrivalState => ({ projectMessage });
type Open = "rename" | "details" | "customer" | "delete" | null;

interface ManageProps {
  api: ApiClient;
  /** The project, or for an empty one (204) its outline: rename, duplicate and delete only. */
  project: Project | ProjectOutline;
  ops: Ops;
  onProject: (project: Project) => void;
  toast: (text: string, error?: boolean) => void;
}

/**
 * The project's own actions (storefront s.7 "Projects"): rename (/name), edit its details and
 * assignment (/details and POST /api/v2/project: status, store, salesperson), edit its customer
 * (/customer), duplicate it (/duplicate) and delete it (DELETE /api/projects/{id}, after a confirm).
 * Each runs as one operation with its progress and error list (storefront s.4, s.8). An empty project
 * (known by its outline) can be renamed, duplicated and deleted; its details wait for its first product.
 */
export function ProjectManage({ api, project, ops, onProject, toast }: ManageProps) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { claims } = useIdentity();
  const duplicating = ops.stateOf("projectDuplicate");
  const full = "quoteData" in project ? project : null;
  // The outline does not name the owner: staff see Delete and the server says whether they may
  const deletable = full
    ? canDeleteProject(full, claims)
    : claims?.role === "staff" || claims?.role === "admin";
  const close = () => setOpen(null);
  const saved = (p: Project) => {
    onProject(p);
    toast(projectToasts.updated);
    close();
  };

  const duplicate = async () => {
    const created = await ops.run("projectDuplicate", () =>
      projectApi(api).duplicateProject(project.projectId),
    );
    if (created) navigate(`/project/${created.projectId}`, { state: arrival(projectToasts.updated) });
  };

  return (
    <div className="project__manage">
      <div className="project__manage-buttons">
        <Button variant="secondary" disabled={!hydrated} onClick={() => setOpen("rename")}>
          Rename
        </Button>
        {full ? (
          <>
            <Button variant="secondary" disabled={!hydrated} onClick={() => setOpen("details")}>
              Edit details
            </Button>
            <Button variant="secondary" disabled={!hydrated} onClick={() => setOpen("customer")}>
              Edit customer
            </Button>
          </>
        ) : null}
        <Button
          variant="secondary"
          disabled={!hydrated || duplicating.status === "Loading"}
          onClick={duplicate}
        >
          {duplicating.status === "Loading" ? "Duplicating…" : "Duplicate project"}
        </Button>
        {deletable ? (
          <Button variant="ghost" disabled={!hydrated} onClick={() => setOpen("delete")}>
            Delete project
          </Button>
        ) : null}
      </div>
      <ErrorList errors={duplicating.errors} />
      {open === "rename" ? (
        <RenameDialog open onClose={close} api={api} project={project} ops={ops} onSaved={saved} />
      ) : null}
      {open === "details" && full ? (
        <DetailsDialog
          open
          onClose={close}
          api={api}
          project={full}
          ops={ops}
          onSaved={saved}
          onProgress={onProject}
        />
      ) : null}
      {open === "customer" && full ? (
        <CustomerDialog open onClose={close} api={api} project={full} ops={ops} onSaved={saved} />
      ) : null}
      {open === "delete" ? (
        <DeleteDialog
          open
          onClose={close}
          api={api}
          project={project}
          ops={ops}
          onDeleted={() => navigate("/project", { state: arrival(projectToasts.deleted) })}
        />
      ) : null}
    </div>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  api: ApiClient;
  project: Project;
  ops: Ops;
  onSaved: (project: Project) => void;
}

/**
 * A project dialog holding one form: Cancel and the submit button in its footer (the button names the
 * save, and says so while it runs), the operation's errors under the fields.
 */
function FormDialog({
  open,
  onClose,
  title,
  size,
  label,
  state,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: DialogSize;
  label: string;
  state: ReturnType<Ops["stateOf"]>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const id = useId();
  const busy = state.status === "Loading";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      {...(size ? { size } : {})}
      footer={
        <div className="project__dialog-buttons">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy}>
            {busy ? "Saving…" : label}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className="project__form" onSubmit={onSubmit} noValidate>
        {children}
        <ErrorList errors={state.errors} />
      </form>
    </Dialog>
  );
}

/** POST /api/v2/project/name */
function RenameDialog({
  open,
  onClose,
  api,
  project,
  ops,
  onSaved,
}: Omit<DialogProps, "project"> & { project: Pick<Project, "projectId" | "name" | "version"> }) {
  const id = useId();
  const [name, setName] = useState(project.name);
  const state = ops.stateOf("projectInfo");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await ops.run("projectInfo", () =>
      projectApi(api).renameProject(project.projectId, name.trim(), project.version),
    );
    if (answer) onSaved(answer);
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Rename project"
      size="small"
      label="Save name"
      state={state}
      onSubmit={submit}
    >
      <FormField
        id={`${id}-name`}
        label="Project name"
        value={name}
        maxLength={120}
        required
        data-autofocus
        onChange={(e) => setName(e.target.value)}
      />
    </FormDialog>
  );
}

const detailFields = [
  ["projectAddress", "Project address", 200],
  ["suburb", "Suburb", 60],
  ["postCode", "Postcode", 4],
  ["state", "State", 30],
  ["projectGoal", "Project goal", 200],
  ["projectStart", "Project start", 60],
] as const;
type DetailKey = (typeof detailFields)[number][0];

// The referrer is otherwise chosen only at creation; here staff correct or replace it by hand
const referrerFields = [
  ["referrerCode", "Referrer code", 40],
  ["referrerName", "Referrer name", 120],
  ["referrerBusinessName", "Referrer business", 120],
  ["referrerPhone", "Referrer phone", 20],
  ["referrerContact", "Referrer contact", 254],
] as const;
type ReferrerKey = (typeof referrerFields)[number][0];

/** "Kitchen, laundry" as the list the server keeps: trimmed, empty entries dropped. */
const interestsOf = (text: string) =>
  text
    .split(",")
    .map((interest) => interest.trim())
    .filter(Boolean);

/**
 * The project's status, store and salesperson (POST /api/v2/project) and its details (/details). The
 * stores and salespeople come from the store view (GET /api/store/select-view); choosing a store offers
 * only its salespeople.
 */
function DetailsDialog({
  open,
  onClose,
  api,
  project,
  ops,
  onSaved,
  onProgress,
}: DialogProps & { onProgress: (project: Project) => void }) {
  const id = useId();
  const view = useClientData<StoreView>(open ? "store-view" : null, (signal) =>
    projectApi(api).getStoreSelectView({ signal }),
  );
  const savedStore = project.selectedStore.storeUri;
  const savedPerson = project.selectedSalesPerson?.code ?? "";
  const [status, setStatus] = useState(project.status);
  const [storeUri, setStoreUri] = useState(savedStore ?? "");
  const [person, setPerson] = useState(savedPerson);
  const [details, setDetails] = useState<Record<DetailKey, string>>(() => ({
    projectAddress: project.quoteData.projectAddress,
    suburb: project.quoteData.suburb,
    postCode: project.quoteData.postCode,
    state: project.quoteData.state,
    projectGoal: project.quoteData.projectGoal,
    projectStart: project.quoteData.projectStart,
  }));
  const [referrer, setReferrer] = useState<Record<ReferrerKey, string>>(() => ({
    referrerCode: project.quoteData.referrerCode,
    referrerName: project.quoteData.referrerName,
    referrerBusinessName: project.quoteData.referrerBusinessName,
    referrerPhone: project.quoteData.referrerPhone,
    referrerContact: project.quoteData.referrerContact,
  }));
  const [interests, setInterests] = useState(() => project.quoteData.interests.join(", "));
  const [comments, setComments] = useState(project.quoteData.comments);
  const [culinary, setCulinary] = useState(project.quoteData.showCulinaryBookings);
  const state = ops.stateOf("projectInfo");
  const people =
    view.status === "success"
      ? salespeopleForStore(
          view.data.availableSalesPersons,
          storeUri || null,
          storeUri === (savedStore ?? "") ? savedPerson || null : null,
        )
      : [];

  const chooseStore = (uri: string) => {
    setStoreUri(uri);
    // A salesperson of another store does not stay chosen once the store changes
    if (view.status === "success" && uri) {
      const offered = salespeopleForStore(view.data.availableSalesPersons, uri);
      if (!offered.some((p) => p.code === person)) setPerson("");
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await ops.run("projectInfo", async () => {
      let version = project.version;
      const assignmentChanged =
        status !== project.status || storeUri !== (savedStore ?? "") || person !== savedPerson;
      if (assignmentChanged) {
        const updated = await projectApi(api).updateProject({
          projectId: project.projectId,
          version,
          name: project.name,
          storeUri: storeUri || null,
          salespersonCode: person || null,
          ...(status !== project.status ? { status: status as "Lost" | "Open" } : {}),
        });
        version = updated.version;
        // Shown at once: if the details then fail, a retry starts from this version and assignment
        onProgress(updated);
      }
      return projectApi(api).saveProjectDetails({
        projectId: project.projectId,
        version,
        ...details,
        ...referrer,
        interests: interestsOf(interests),
        comments,
        showCulinaryBookings: culinary,
      });
    });
    if (answer) onSaved(answer);
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Project details"
      size="medium"
      label="Save details"
      state={state}
      onSubmit={submit}
    >
      <div className="project__grid">
        <div className="project__field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            data-autofocus
            value={status}
            onChange={(e) => setStatus(e.target.value as Project["status"])}
          >
            {statusChoices(project.status).map((s) => (
              <option key={s} value={s}>
                {s === project.status ? `${s} (now)` : s === "Lost" ? "Lost (mark as lost)" : "Open (reopen)"}
              </option>
            ))}
          </select>
        </div>
        <div className="project__field">
          <label htmlFor={`${id}-store`}>Store</label>
          <select
            id={`${id}-store`}
            value={storeUri}
            disabled={view.status !== "success"}
            onChange={(e) => chooseStore(e.target.value)}
          >
            <option value="">No store (Engine Room)</option>
            {view.status === "success"
              ? view.data.availableStores.map((s) => (
                  <option key={s.storeUri} value={s.storeUri}>
                    {s.name}
                  </option>
                ))
              : null}
          </select>
        </div>
        <div className="project__field">
          <label htmlFor={`${id}-person`}>Salesperson</label>
          <select
            id={`${id}-person`}
            value={person}
            disabled={view.status !== "success"}
            onChange={(e) => setPerson(e.target.value)}
          >
            <option value="">No salesperson</option>
            {people.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {view.status === "loading" ? (
        <p className="project__muted" role="status">
          Loading stores and salespeople…
        </p>
      ) : null}
      {view.status === "error" ? (
        <p className="project__error" role="alert">
          {failureText(view.error, projectFallbacks.storeView)}{" "}
          <Button variant="ghost" onClick={view.retry}>
            Try again
          </Button>
        </p>
      ) : null}
      <div className="project__grid">
        {detailFields.map(([key, label, max]) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={label}
            value={details[key]}
            maxLength={max}
            inputMode={key === "postCode" ? "numeric" : undefined}
            onChange={(e) => setDetails((now) => ({ ...now, [key]: e.target.value }))}
          />
        ))}
      </div>
      <FormField
        id={`${id}-interests`}
        label="Interests"
        hint="Separated by commas, such as kitchen, laundry"
        value={interests}
        onChange={(e) => setInterests(e.target.value)}
      />
      <div className="project__field">
        <label htmlFor={`${id}-comments`}>Comments</label>
        <textarea
          id={`${id}-comments`}
          rows={3}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
        />
      </div>
      <div className="project__field">
        <label>
          <input type="checkbox" checked={culinary} onChange={(e) => setCulinary(e.target.checked)} /> Show
          culinary bookings
        </label>
      </div>
      <fieldset className="project__fieldset">
        <legend>Referrer</legend>
        <div className="project__grid">
          {referrerFields.map(([key, label, max]) => (
            <FormField
              key={key}
              id={`${id}-${key}`}
              label={label}
              value={referrer[key]}
              maxLength={max}
              onChange={(e) => setReferrer((now) => ({ ...now, [key]: e.target.value }))}
            />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}

/** POST /api/v2/project/customer: the customer's names, emails and numbers after creation. */
function CustomerDialog({ open, onClose, api, project, ops, onSaved }: DialogProps) {
  const id = useId();
  const q = project.quoteData;
  const [customer, setCustomer] = useState<Record<CustomerKey, string>>(() => ({
    firstName: q.firstName,
    lastName: q.lastName,
    customerEmail: q.customerEmail,
    contactNumber: q.contactNumber,
    customerEmailSecondary: q.customerEmailSecondary,
    customerNumberSecondary: q.customerNumberSecondary,
  }));
  const state = ops.stateOf("customer");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(customer).map(([k, v]) => [k, v.trim()])) as Record<
      CustomerKey,
      string
    >;
    const answer = await ops.run("customer", () =>
      projectApi(api).saveProjectCustomer({
        projectId: project.projectId,
        version: project.version,
        ...trimmed,
        customerName: `${trimmed.firstName} ${trimmed.lastName}`.trim(),
      }),
    );
    if (answer) onSaved(answer);
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Customer"
      label="Save customer"
      state={state}
      onSubmit={submit}
    >
      <div className="project__grid">
        {customerFields.map(([key, label, type, autoComplete], index) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={customer[key]}
            data-autofocus={index === 0 ? true : undefined}
            onChange={(e) => setCustomer((now) => ({ ...now, [key]: e.target.value }))}
          />
        ))}
      </div>
    </FormDialog>
  );
}

/** The delete confirmation: focus starts on Cancel, so Enter alone never deletes. */
function DeleteDialog({
  open,
  onClose,
  api,
  project,
  ops,
  onDeleted,
}: Omit<DialogProps, "onSaved" | "project"> & {
  project: Pick<Project, "projectId" | "name" | "projectRef">;
  onDeleted: () => void;
}) {
  const state = ops.stateOf("projectDelete");
  const remove = async () => {
    const done = await ops.run("projectDelete", () => projectApi(api).deleteProject(project.projectId));
    if (done) onDeleted();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete this project?"
      size="small"
      footer={
        <div className="project__dialog-buttons">
          <Button variant="secondary" data-autofocus onClick={onClose}>
            Keep project
          </Button>
          <Button className="project__danger" disabled={state.status === "Loading"} onClick={remove}>
            {state.status === "Loading" ? "Deleting…" : "Delete project"}
          </Button>
        </div>
      }
    >
      <p>
        <strong>{project.name}</strong> ({project.projectRef}) and its folders, products, notes and files will
        be deleted. This cannot be undone.
      </p>
      <ErrorList errors={state.errors} />
    </Dialog>
  );
}
