import { projectErrorMessages, projectFallbacks } from "@store/domain/project-errors";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { PopoverDisclosure } from "~/components/ui/popover-disclosure";
import { createBrowserApiClient } from "~/lib/api-client";
import { ApiError } from "~/lib/api-error";
import { useOptionalIdentity } from "~/lib/identity/identity-context";
import { useClientData } from "~/lib/use-client-data";
import "./project-menu.css";

/**
 * The header's project menu (storefront s.7 GET /api/v2/project/navbar): staff and administrators open
 * their latest projects from any page, in a popover on large screens and in the menu drawer on small
 * ones (`variant`). Everyone else gets the plain Projects link when the navbar's project icon is on
 * (`showLink`), else nothing.
 */
export function ProjectMenu({ showLink, variant }: { showLink: boolean; variant: "desktop" | "mobile" }) {
  const identity = useOptionalIdentity();
  const role = identity?.signedIn ? identity.claims?.role : undefined;
  if (role !== "staff" && role !== "admin") {
    if (!showLink) return null;
    return variant === "mobile" ? (
      <li>
        <Link to="/project">Projects</Link>
      </li>
    ) : (
      <li>
        <Link to="/project" className="header-control header-actions__link">
          <Icon name="folder" size={22} />
          <span className="header-actions__label visually-hidden-until-wide">Projects</span>
        </Link>
      </li>
    );
  }
  if (variant === "mobile") return <DrawerProjectMenu />;
  return (
    <li>
      <PopoverDisclosure
        className="project-menu"
        triggerClassName="header-control header-actions__link"
        triggerLabel="My projects"
        panelLabel="My recent projects"
        panelClassName="project-menu__panel"
        align="end"
        trigger={
          <>
            <Icon name="folder" size={22} />
            <span className="header-actions__label visually-hidden-until-wide">Projects</span>
          </>
        }
      >
        {() => <ProjectMenuPanel />}
      </PopoverDisclosure>
    </li>
  );
}

/** In the menu drawer: 'My projects' unfolds the latest projects in place, loaded as it opens. */
function DrawerProjectMenu() {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details className="project-menu project-menu--drawer" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="project-menu__summary">My projects</summary>
        {open ? <ProjectMenuPanel /> : null}
      </details>
    </li>
  );
}

/** The open menu: loads the staff member's latest projects each time it opens. */
function ProjectMenuPanel() {
  const api = useMemo(() => createBrowserApiClient(), []);
  const loaded = useClientData("navbar", (signal) => api.getProjectNavbar({ signal }));
  return (
    <div className="project-menu__body">
      <h2 className="project-menu__title">My recent projects</h2>
      {loaded.status === "loading" ? (
        <p className="project-menu__muted" role="status">
          Loading your projects…
        </p>
      ) : null}
      {loaded.status === "error" ? (
        <p className="project-menu__error" role="alert">
          {loaded.error instanceof ApiError
            ? projectErrorMessages(loaded.error.status, loaded.error.body, projectFallbacks.projects)[0]
            : projectFallbacks.projects}
        </p>
      ) : null}
      {loaded.status === "success" ? (
        loaded.data.projects.length === 0 ? (
          <p className="project-menu__muted">You have no projects yet.</p>
        ) : (
          <ul className="project-menu__list">
            {loaded.data.projects.map((p) => (
              <li key={p.projectId}>
                <Link to={`/project/${p.projectId}`} className="project-menu__link">
                  <span className="project-menu__name">{p.name}</span>
                  <span className="project-menu__muted">
                    {p.projectRef} · {p.status}
                    {p.customerName ? ` · ${p.customerName}` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p className="project-menu__all">
        <Link to="/project">
          All projects{loaded.status === "success" ? ` (${loaded.data.totalProjects})` : ""}
        </Link>
      </p>
    </div>
  );
}
