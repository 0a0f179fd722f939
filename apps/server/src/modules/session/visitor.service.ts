import type { Role } from "@store/domain/access";
import { anonymousViewer, type Viewer } from "@store/domain/viewer";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Resolves the visitor of a request (roles are checked by the route table's guard, route-access.ts). */
export class VisitorService {
  /**
   * Who is behind the request's session, for its brand (anonymous when the session has no user). Routes
   * ask `c.var.viewer()`, which calls this at most once per request (http/request-context.ts).
   */
  async of(c: Context<AppEnv>): Promise<Viewer> {
    const brand = c.get("brand");
    // A route mounted without the session middleware has no visitor: anonymous, so a guard refuses
    const session = await c.get("session")?.row();
    if (!session) return anonymousViewer(brand);
    // The session's read carries its user's role (ADR 092): a deleted user is anonymous
    const role: Role = session.userId ? (session.userRole ?? "anonymous") : "anonymous";
    return {
      brand,
      role,
      signedIn: role !== "anonymous",
      userId: role === "anonymous" ? null : session.userId,
      storeId: session.storeId,
      localityId: session.localityId,
    };
  }
}
