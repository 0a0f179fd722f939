import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.schema.ts";
import { AppError } from "../../http/app-error.ts";

export type Role = "anonymous" | "customer" | "staff" | "admin";

/** Who is behind a request: their role and choices, from the session row. */
export interface Visitor {
  role: Role;
  userId: number | null;
  storeId: number | null;
  localityId: number | null;
}

/** Resolves the visitor of a request and checks roles on the server. */
export class VisitorService {
  constructor(private readonly db: Db) {}

  /** The visitor behind the request's session (anonymous when the session has no user). */
  async of(c: Context<AppEnv>): Promise<Visitor> {
    const session = await c.get("session").row();
    if (!session) return { role: "anonymous", userId: null, storeId: null, localityId: null };
    let role: Role = "anonymous";
    if (session.userId) {
      const [user] = await this.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, session.userId))
        .limit(1);
      role = user?.role ?? "anonymous";
    }
    return {
      role,
      userId: role === "anonymous" ? null : session.userId,
      storeId: session.storeId,
      localityId: session.localityId,
    };
  }

  /** 401 for anonymous visitors, 403 for signed-in ones without one of the roles. */
  async require(c: Context<AppEnv>, roles: readonly Role[]): Promise<Visitor> {
    const visitor = await this.of(c);
    if (visitor.role === "anonymous") throw new AppError("unauthorized", "Please sign in to do this");
    if (!roles.includes(visitor.role))
      throw new AppError("forbidden", "Your account is not allowed to do this");
    return visitor;
  }
}
