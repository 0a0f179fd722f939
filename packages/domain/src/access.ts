/** Who a request comes from: anonymous visitors and the three signed-in roles (architecture: Identity). */
export const roles = ["anonymous", "customer", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

/** Who may call a route: everyone, or a signed-in role and every role above it. */
export type Access = "public" | "customer" | "staff" | "admin";

// Each signed-in role may do what the roles below it may: staff serve customers, admins are staff.
const rank: Record<Role, number> = { anonymous: 0, customer: 1, staff: 2, admin: 3 };
const needed: Record<Access, number> = { public: 0, customer: 1, staff: 2, admin: 3 };

/**
 * Why `role` may not call a route declared `access`: 'unauthorized' (401, sign in first) for an
 * anonymous visitor, 'forbidden' (403) for a signed-in role below it, null when allowed.
 */
export function accessDenial(role: Role, access: Access): "unauthorized" | "forbidden" | null {
  if (rank[role] >= needed[access]) return null;
  return role === "anonymous" ? "unauthorized" : "forbidden";
}

/** The access that asks the most of the given ones ('public' when none). */
export function strictestAccess(list: readonly Access[]): Access {
  return list.reduce<Access>((most, access) => (needed[access] > needed[most] ? access : most), "public");
}
