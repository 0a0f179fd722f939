import type { Role } from "@store/domain/access";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { UserService } from "../user/user.service.ts";

/** Who is behind a request: their role and choices, from the session row. */
export interface Visitor {
  role: Role;
  userId: number | null;
  storeId: number | null;
  localityId: number | null;
}

/** Resolves the visitor of a request (roles are checked by the route table's guard, route-access.ts). */
export class VisitorService {
  constructor(private readonly users: UserService) {}

  /** The visitor behind the request's session (anonymous when the session has no user). */
  async of(c: Context<AppEnv>): Promise<Visitor> {
    // A route mounted without the session middleware has no visitor: anonymous, so a guard refuses
    const session = await c.get("session")?.row();
    if (!session) return { role: "anonymous", userId: null, storeId: null, localityId: null };
    let role: Role = "anonymous";
    if (session.userId) {
      role = (await this.users.roleOf(session.userId)) ?? "anonymous";
    }
    return {
      role,
      userId: role === "anonymous" ? null : session.userId,
      storeId: session.storeId,
      localityId: session.localityId,
    };
  }
}
