import type { Project, ProjectAttachment } from "@store/domain/project.schema";
import { firstProjectError, projectFallbacks, projectToasts } from "@store/domain/project-errors";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ApiClient } from "~/lib/api-client";
import { ApiError } from "~/lib/api-error";
import { projectApi, uploadProjectAttachment } from "~/lib/project-api";
import { percentOf } from "./project-state";

/** What an upload's refusal says: the server's message, with 413 and 415 named plainly. */
export function uploadFailureText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return projectFallbacks.updateFailed;
  if (failure.status === 0) return "The upload stopped: check the connection and try again.";
  const fallback =
    failure.status === 413
      ? "That file is too large to attach."
      : failure.status === 415
        ? "That type of file cannot be attached."
        : projectFallbacks.updateFailed;
  return firstProjectError(failure.status, failure.body, fallback);
}

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Attachments of the project or of one product: the files with download links and delete, and an
 * upload (multipart through XMLHttpRequest) with a real progress bar from its upload events.
 */
export function ProjectAttachments({
  api,
  project,
  productCode,
  folderId,
  files,
  setProject,
  toast,
  label,
}: {
  api: ApiClient;
  project: Project;
  productCode?: string;
  folderId?: number;
  files: ProjectAttachment[];
  setProject: (update: (project: Project) => Project) => void;
  toast: (text: string, error?: boolean) => void;
  label: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [announced, setAnnounced] = useState("");
  const [fresh, setFresh] = useState<ProjectAttachment[]>([]);
  const shown = [...files, ...fresh.filter((f) => !files.some((g) => g.id === f.id))];

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError("Choose a file to attach");
    const form = new FormData();
    form.set("projectId", String(project.projectId));
    if (productCode) form.set("productCode", productCode);
    if (folderId) form.set("folderId", String(folderId));
    form.set("file", file);
    setError("");
    setSent(0);
    setAnnounced("Uploading 0%");
    let lastTen = 0;
    try {
      const attachment = await uploadProjectAttachment(form, (share) => {
        setSent(share);
        // Announce each tenth, not every event, so a screen reader is not flooded
        const tens = Math.floor(percentOf(share) / 10);
        if (tens !== lastTen) {
          lastTen = tens;
          setAnnounced(`Uploading ${percentOf(share)}%`);
        }
      });
      setFresh((now) => [...now, attachment]);
      setProject((p) => ({
        ...p,
        files: attachment.folderId === null ? [...p.files, attachment] : p.files,
        folders: p.folders.map((f) =>
          f.id === attachment.folderId ? { ...f, files: [...f.files, attachment] } : f,
        ),
        attachments: attachment.productCode
          ? [...p.attachments, { id: attachment.id, productCode: attachment.productCode }]
          : p.attachments,
      }));
      setAnnounced(`${attachment.fileName} uploaded`);
      if (input.current) input.current.value = "";
      toast(projectToasts.updated);
    } catch (failure) {
      setError(uploadFailureText(failure));
      setAnnounced("");
    } finally {
      setSent(null);
    }
  };

  const remove = async (attachment: ProjectAttachment) => {
    try {
      await projectApi(api).deleteProjectAttachment(project.projectId, attachment.id);
      setFresh((now) => now.filter((f) => f.id !== attachment.id));
      setProject((p) => ({
        ...p,
        files: p.files.filter((f) => f.id !== attachment.id),
        folders: p.folders.map((f) => ({ ...f, files: f.files.filter((g) => g.id !== attachment.id) })),
        attachments: p.attachments.filter((a) => a.id !== attachment.id),
      }));
      toast(projectToasts.deleted);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? firstProjectError(failure.status, failure.body, projectFallbacks.updateFailed)
          : projectFallbacks.updateFailed,
      );
    }
  };

  return (
    <div className="project__attachments">
      {shown.length === 0 ? (
        <p className="project__muted">No files attached yet.</p>
      ) : (
        <ul className="project__plain-list" aria-label={label}>
          {shown.map((file) => (
            <li key={file.id} className="project__file">
              <a href={file.url} download={file.fileName}>
                {file.fileName}
              </a>
              <span className="project__muted">
                {sizeText(file.size)} · {file.uploadedBy}
              </span>
              {project.readOnly ? null : (
                <Button variant="ghost" onClick={() => remove(file)} aria-label={`Delete ${file.fileName}`}>
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {project.readOnly ? null : (
        <form className="project__upload" onSubmit={upload} aria-label={`Attach a file: ${label}`}>
          <label htmlFor={`${id}-file`}>File to attach</label>
          <input id={`${id}-file`} ref={input} type="file" disabled={sent !== null} />
          <Button type="submit" variant="secondary" disabled={sent !== null}>
            {sent !== null ? "Uploading…" : "Upload"}
          </Button>
          {sent !== null ? (
            <div className="project__progress">
              <label htmlFor={`${id}-progress`}>Upload progress</label>
              <progress id={`${id}-progress`} max={100} value={percentOf(sent)}>
                {percentOf(sent)}%
              </progress>
              <span aria-hidden="true">{percentOf(sent)}%</span>
            </div>
          ) : null}
          <p className="visually-hidden" role="status">
            {announced}
          </p>
          {error ? (
            <p className="project__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
