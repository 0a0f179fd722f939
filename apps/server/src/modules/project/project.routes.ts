import type { BrandId } from "@store/domain/brands";
import {
  changelogQuerySchema,
  customerProjectCountQuerySchema,
  customerProjectCountSchema,
  deleteProductParamSchema,
  deleteProductQuerySchema,
  duplicateFolderSchema,
  duplicateProjectSchema,
  listItemQuerySchema,
  lockPriceSchema,
  productNoteDeleteSchema,
  productNoteSaveSchema,
  productNoteSchema,
  productTransferResultSchema,
  productTransferSchema,
  productVariationDeleteSchema,
  productVariationSaveSchema,
  productVariationSchema,
  projectAdminCartSchema,
  projectCartSchema,
  projectChangelogSchema,
  projectCommentSchema,
  projectCreatedSchema,
  projectCustomerSchema,
  projectDeletedSchema,
  projectDetailsSchema,
  projectFolderSaveSchema,
  projectIdParamSchema,
  projectItemDeletedSchema,
  projectListItemSchema,
  projectNameSchema,
  projectNavbarSchema,
  projectOutlineSchema,
  projectPageQuerySchema,
  projectPageSchema,
  projectProductSchema,
  projectQuoteSchema,
  projectSaveSchema,
  projectSchema,
  projectsOfProductParamSchema,
  projectsOfProductSchema,
  projectToCartSchema,
  referrerSchema,
  referrerSearchParamSchema,
  sharedStatusRequestSchema,
  sharedStatusSchema,
  shareIdQuerySchema,
  sortFoldersSchema,
  sortProductsSchema,
  staffCommentSchema,
  unlockPriceSchema,
} from "@store/domain/project.schema";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/public-cache.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { CartOwner, CartService } from "../cart/cart.service.ts";
import type { UserService } from "../user/user.service.ts";
import { type ProjectActor, type ProjectService, projectActorOf } from "./project.service.ts";
import type { ProjectQuotes } from "./project-quotes.service.ts";

/** What the project routes are built from. */
export interface ProjectRouteDeps {
  projects: ProjectService;
  quotes: ProjectQuotes;
  users: UserService;
  carts: CartService;
  /** A brand's configured public origin: share links are built from it, never from the Host header. */
  publicOriginOf: (brand: BrandId) => string;
}

/** The staff member (or administrator) calling: the route table lets no one else in (route-access.ts). */
export async function actorOf(c: Context<AppEnv>, users: UserService): Promise<ProjectActor> {
  return projectActorOf(await c.var.viewer(), users);
}

/** Who reads (staff or an administrator): reads need no name, so they skip looking it up. */
async function readerOf(c: Context<AppEnv>): Promise<Omit<ProjectActor, "name">> {
  const viewer = await c.var.viewer();
  if (viewer.userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  if (viewer.role !== "staff" && viewer.role !== "admin")
    throw new AppError("forbidden", "Your account is not allowed to do this");
  return { userId: viewer.userId, role: viewer.role };
}

/**
 * /api/projects/...: the project calls of storefront s.7 without v2 (staff only): sort products, where a
 * product is, add or change a product, delete a product or a project, the add-to-project list, convert
 * to a cart (and the admin cart) and the share link.
 */
export function projectRoutes(deps: ProjectRouteDeps) {
  const { projects, quotes, users, carts } = deps;
  const owner = (c: Context<AppEnv>, actor: ProjectActor): CartOwner => ({
    session: c.get("session"),
    brand: c.var.brand,
    userId: actor.userId,
  });
  const converted = async (
    c: Context<AppEnv>,
    actor: ProjectActor,
    projectId: number,
    done: { lockApplied: boolean; lockExpired: boolean; messages: string[] },
  ) => {
    const cart = await carts.get(owner(c, actor));
    return c.json(projectCartSchema.parse({ cart, projectId, ...done }));
  };
  return new Hono<AppEnv>()
    .use(noStore)
    .post("/sort-products", async (c) => {
      const input = await validJson(c, sortProductsSchema);
      const actor = await actorOf(c, users);
      const projectId = await projects.sortProducts(actor, input);
      return c.json(projectSchema.parse(await projects.view(projectId, actor.role)));
    })
    .get("/list-item", async (c) => {
      const { sku } = validQuery(c, listItemQuerySchema);
      const actor = await readerOf(c);
      return c.json(z.array(projectListItemSchema).parse(await projects.listItems(actor, sku)));
    })
    .get("/product/:sku", async (c) => {
      const { sku } = parseOrThrow(projectsOfProductParamSchema, c.req.param());
      const actor = await readerOf(c);
      return c.json(projectsOfProductSchema.parse(await projects.productPlaces(actor, sku, undefined)));
    })
    .get("/product/:sku/:projectId", async (c) => {
      const { sku, projectId } = parseOrThrow(projectsOfProductParamSchema, c.req.param());
      const actor = await readerOf(c);
      return c.json(projectsOfProductSchema.parse(await projects.productPlaces(actor, sku, projectId)));
    })
    .post("/product", async (c) => {
      const input = await validJson(c, projectProductSchema);
      const actor = await actorOf(c, users);
      await projects.putProduct(actor, input);
      return c.json(projectSchema.parse(await projects.view(input.projectId, actor.role)));
    })
    .delete("/product/:id/:sku", async (c) => {
      const { id, sku } = parseOrThrow(deleteProductParamSchema, c.req.param());
      const query = validQuery(c, deleteProductQuerySchema);
      const actor = await actorOf(c, users);
      await projects.removeProduct(actor, { projectId: id, sku, ...query });
      return c.json(projectSchema.parse(await projects.view(id, actor.role)));
    })
    .post("/cart", async (c) => {
      const input = await validJson(c, projectToCartSchema);
      const actor = await actorOf(c, users);
      const done = await quotes.toCart(actor, owner(c, actor), input);
      return converted(c, actor, input.projectId, done);
    })
    .post("/admin-cart", async (c) => {
      const input = await validJson(c, projectAdminCartSchema);
      const actor = await actorOf(c, users);
      const done = await quotes.toCart(actor, owner(c, actor), input);
      return converted(c, actor, input.projectId, done);
    })
    .post("/shared-project-status", async (c) => {
      const input = await validJson(c, sharedStatusRequestSchema);
      const actor = await actorOf(c, users);
      return c.json(sharedStatusSchema.parse(await quotes.setShared(actor, input, deps.publicOriginOf)));
    })
    .delete("/:id", async (c) => {
      const { id } = parseOrThrow(projectIdParamSchema, c.req.param());
      const actor = await actorOf(c, users);
      await projects.remove(actor, id);
      return c.json(projectDeletedSchema.parse({ deleted: true, projectId: id }));
    });
}

/**
 * /api/v2/project/...: the v2 project calls of storefront s.7 (staff only, except the shared view, which
 * anyone holding a live share id reads). Static paths come before `/:id`, which would otherwise answer them.
 */
export function projectV2Routes(deps: ProjectRouteDeps) {
  const { projects, quotes, users } = deps;
  const answer = async (c: Context<AppEnv>, actor: ProjectActor, projectId: number) =>
    c.json(projectSchema.parse(await projects.view(projectId, actor.role)));
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/shared", async (c) => {
      const { shareId } = validQuery(c, shareIdQuerySchema);
      const project = await projects.shared(shareId);
      return project ? c.json(projectSchema.parse(project)) : c.body(null, 204);
    })
    .get("/navbar", async (c) => {
      const actor = await readerOf(c);
      return c.json(projectNavbarSchema.parse(await projects.navbar(actor)));
    })
    .get("/minimal", async (c) => {
      const query = validQuery(c, projectPageQuerySchema);
      const actor = await readerOf(c);
      return c.json(projectPageSchema.parse(await projects.page(actor, query)));
    })
    .get("/changelogs", async (c) => {
      const { projectId, page } = validQuery(c, changelogQuerySchema);
      return c.json(projectChangelogSchema.parse(await projects.changelog(projectId, page)));
    })
    .get("/kad/:search", async (c) => {
      const { search } = parseOrThrow(referrerSearchParamSchema, c.req.param());
      return c.json(z.array(referrerSchema).parse(await projects.referrers(search)));
    })
    .get("/customer-project-count", async (c) => {
      const query = validQuery(c, customerProjectCountQuerySchema);
      return c.json(customerProjectCountSchema.parse(await projects.customerProjectCount(query)));
    })
    .get("/outline/:id", async (c) => {
      const { id } = parseOrThrow(projectIdParamSchema, c.req.param());
      return c.json(projectOutlineSchema.parse(await projects.outline(id)));
    })
    .post("/", async (c) => {
      const input = await validJson(c, projectSaveSchema);
      const actor = await actorOf(c, users);
      if (input.projectId === undefined) {
        if (input.status) throw new AppError("invalid", "status: A new project starts Open");
        return c.json(projectCreatedSchema.parse(await projects.create(actor, c.var.brand, input)), 201);
      }
      await projects.update(actor, c.var.brand, input.projectId, input);
      return answer(c, actor, input.projectId);
    })
    .post("/name", async (c) => {
      const input = await validJson(c, projectNameSchema);
      const actor = await actorOf(c, users);
      await projects.rename(actor, input);
      return answer(c, actor, input.projectId);
    })
    .post("/details", async (c) => {
      const { projectId, version, ...data } = await validJson(c, projectDetailsSchema);
      const actor = await actorOf(c, users);
      await projects.saveQuoteData(actor, projectId, version, data);
      return answer(c, actor, projectId);
    })
    .post("/customer", async (c) => {
      const { projectId, version, ...data } = await validJson(c, projectCustomerSchema);
      const actor = await actorOf(c, users);
      await projects.saveQuoteData(actor, projectId, version, data);
      return answer(c, actor, projectId);
    })
    .post("/quote", async (c) => {
      const input = await validJson(c, projectQuoteSchema);
      const actor = await actorOf(c, users);
      await quotes.save(actor, input);
      return answer(c, actor, input.projID);
    })
    .post("/folder", async (c) => {
      const input = await validJson(c, projectFolderSaveSchema);
      const actor = await actorOf(c, users);
      await projects.saveFolder(actor, input);
      return answer(c, actor, input.projectId);
    })
    .post("/duplicate-folder", async (c) => {
      const input = await validJson(c, duplicateFolderSchema);
      const actor = await actorOf(c, users);
      await projects.duplicateFolder(actor, input);
      return answer(c, actor, input.projectId);
    })
    .post("/sort-folders", async (c) => {
      const input = await validJson(c, sortFoldersSchema);
      const actor = await actorOf(c, users);
      await projects.sortFolders(actor, input);
      return answer(c, actor, input.projectId);
    })
    .post("/duplicate", async (c) => {
      const input = await validJson(c, duplicateProjectSchema);
      const actor = await actorOf(c, users);
      return c.json(projectCreatedSchema.parse(await projects.duplicate(actor, input)), 201);
    })
    .post("/product-transfer", async (c) => {
      const input = await validJson(c, productTransferSchema);
      const actor = await actorOf(c, users);
      return c.json(productTransferResultSchema.parse(await projects.transfer(actor, input)));
    })
    .post("/product-note", async (c) => {
      const input = await validJson(c, productNoteSaveSchema);
      const actor = await actorOf(c, users);
      return c.json(productNoteSchema.parse(await projects.saveNote(actor, input)));
    })
    .delete("/product-note", async (c) => {
      const input = validQuery(c, productNoteDeleteSchema);
      const actor = await actorOf(c, users);
      await projects.deleteNote(actor, input);
      return c.json(projectItemDeletedSchema.parse({ deleted: true, id: input.noteId }));
    })
    .post("/product-variation", async (c) => {
      const input = await validJson(c, productVariationSaveSchema);
      const actor = await actorOf(c, users);
      return c.json(productVariationSchema.parse(await projects.saveVariation(actor, input)));
    })
    .delete("/product-variation", async (c) => {
      const input = validQuery(c, productVariationDeleteSchema);
      const actor = await actorOf(c, users);
      await projects.deleteVariation(actor, input);
      return c.json(projectItemDeletedSchema.parse({ deleted: true, id: input.variationId }));
    })
    .post("/comment", async (c) => {
      const { projectId, message } = await validJson(c, projectCommentSchema);
      const actor = await actorOf(c, users);
      return c.json(staffCommentSchema.parse(await projects.comment(actor, projectId, message)));
    })
    .post("/lock-price", async (c) => {
      const input = await validJson(c, lockPriceSchema);
      const actor = await actorOf(c, users);
      await quotes.lock(actor, input);
      return answer(c, actor, input.projectId);
    })
    .delete("/lock-price", async (c) => {
      const { projectId } = validQuery(c, unlockPriceSchema);
      const actor = await actorOf(c, users);
      await quotes.unlock(actor, projectId);
      return answer(c, actor, projectId);
    })
    .get("/:id", async (c) => {
      const { id } = parseOrThrow(projectIdParamSchema, c.req.param());
      const actor = await readerOf(c);
      const project = await projects.get(id, actor.role);
      return project ? c.json(projectSchema.parse(project)) : c.body(null, 204);
    });
}
