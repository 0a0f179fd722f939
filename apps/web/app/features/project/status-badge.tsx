import type { Project } from "@store/domain/project.schema";

/** A project's status (storefront s.4: Open, Pending, Quoted, Lost, Won, Partial) as a badge. */
export function StatusBadge({ status }: { status: Project["status"] }) {
  return <span className={`project__badge project__badge--${status.toLowerCase()}`}>{status}</span>;
}
