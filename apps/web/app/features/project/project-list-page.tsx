import type { ProjectPage } from "@store/domain/project.schema";
import { countOf } from "@store/domain/text";
import { useId } from "react";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { ProjectCreateForm } from "./project-create-form";
import { StatusBadge } from "./status-badge";
import { useArrivalMessage } from "./use-arrival-message";
import "./project.css";

/** What the list loader found: a page of projects in a scope, or the load's error. */
export interface ProjectListData {
  page: ProjectPage | null;
  scope: "mine" | "all";
  error: string | null;
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-AU", { day: "numeric", month: "short", year: "numeric" });

/** /project for staff: their projects (or everyone's), paged, and a new project for a customer. */
export function ProjectListPage({ data }: { data: ProjectListData }) {
  const id = useId();
  const { page, scope } = data;
  const hrefFor = (n: number, s = scope) => `/project?scope=${s}&page=${n}`;
  useArrivalMessage();
  return (
    <section className="project page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Projects</h1>
      <div className="project__columns project__columns--list">
        <section className="project__panel" aria-labelledby={`${id}-list`}>
          <div className="project__panel-head">
            <h2 id={`${id}-list`}>{scope === "all" ? "All staff projects" : "Your projects"}</h2>
            <nav aria-label="Whose projects" className="project__scope">
              <Link to={hrefFor(1, "mine")} aria-current={scope === "mine" ? "page" : undefined}>
                Mine
              </Link>
              <Link to={hrefFor(1, "all")} aria-current={scope === "all" ? "page" : undefined}>
                All staff
              </Link>
            </nav>
          </div>
          {data.error ? (
            <p className="project__error" role="alert">
              {data.error}
            </p>
          ) : null}
          {page ? (
            <>
              <p className="project__muted">
                {countOf(page.projectCount, "project")} here, {page.totalProjects} in all
              </p>
              {page.projects.length === 0 ? (
                <p className="project__empty">No projects yet. Create one for a customer.</p>
              ) : (
                <ul className="project__list">
                  {page.projects.map((project) => (
                    <li key={project.projectId} className="project__list-item">
                      <Link to={`/project/${project.projectId}`} className="project__list-link">
                        <span className="project__list-name">{project.name}</span>
                        <span className="project__muted">
                          {project.projectRef} ·{" "}
                          {project.customerName || project.customerEmail || "No customer yet"}
                        </span>
                      </Link>
                      <span className="project__list-meta">
                        <StatusBadge status={project.status} />
                        <span>{countOf(project.productCount, "product")}</span>
                        {scope === "all" ? <span>{project.ownerName}</span> : null}
                        <span>Updated {dateText(project.updatedAt)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                currentPage={page.page}
                totalItems={page.projectCount}
                itemsPerPage={page.itemsPerPage}
                hrefForPage={(n) => hrefFor(n)}
              />
            </>
          ) : null}
        </section>
        <section className="project__panel" aria-labelledby={`${id}-new`}>
          <h2 id={`${id}-new`}>New project</h2>
          <ProjectCreateForm />
        </section>
      </div>
    </section>
  );
}

/** What a signed-out visitor (sign in) or a customer (staff only) sees at a project address. */
export function ProjectStaffOnly({ signedOut, loginHref }: { signedOut: boolean; loginHref: string }) {
  const id = useId();
  return (
    <section className="project page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{signedOut ? "Sign in to see projects" : "Projects are for staff"}</h1>
      {signedOut ? (
        <p className="project__lead">
          Projects and quotes are prepared by our sales team. <Link to={loginHref}>Sign in</Link> with your
          staff account to open them.
        </p>
      ) : (
        <p className="project__lead">
          Your account cannot open staff projects. If our team shared a quote with you, open the link they
          sent. <Link to="/account">Go to your account</Link>
        </p>
      )}
    </section>
  );
}
