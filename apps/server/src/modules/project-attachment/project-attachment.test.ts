import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectAttachmentSchema } from "@store/domain/project.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { attachmentForm, tinyPng } from "../../testing/route-examples.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { products } from "../product/product.tables.ts";
import { projectChanges, projectFolders, projects } from "../project/project.tables.ts";
import { users } from "../user/user.tables.ts";
import { projectAttachments } from "./project-attachment.tables.ts";

/**
 * Project attachments through the Hono app on a real database and a real folder (ADR 046): upload,
 * delete and download; refusals by content type and by size; who may call; and what a 20 MB upload
 * costs the server's memory.
 */

let store: TestStore;
let db: Db;
let dir: string;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let customer: Browser;
let anonymous: Browser;
let projectId: number;
let otherProjectId: number;
const origin = "http://aol.localhost:3000";

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

const upload = (browser: Browser, form: FormData, headers: Record<string, string> = { origin }) =>
  browser("/api/v2/project/attachment", { method: "POST", body: form, headers });

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Files left in the attachments folder (a refused upload leaves none, not even a temporary one). */
async function filesOnDisk(): Promise<string[]> {
  const walk = async (at: string): Promise<string[]> => {
    const entries = await readdir(at, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(path.join(at, e.name)) : [path.join(at, e.name)])),
    );
    return nested.flat();
  };
  return walk(dir);
}

/**
 * A multipart body streamed from a generator: `size` bytes of a file starting with `head`, made chunk by
 * chunk as the server reads, so the test itself never holds the file.
 */
function streamedUpload(
  projectIdField: number,
  size: number,
  head: Buffer,
): { body: ReadableStream; type: string } {
  const boundary = `----store-test-${Date.now()}`;
  const before = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectIdField}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const after = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = 64 * 1024;
  let sent = 0;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(new Uint8Array(Buffer.concat([before, head])));
        sent = head.length;
        stage = 1;
      } else if (stage === 1) {
        const n = Math.min(chunk, size - sent);
        if (n <= 0) {
          stage = 2;
          controller.enqueue(new Uint8Array(after));
          controller.close();
          return;
        }
        controller.enqueue(new Uint8Array(n).fill(0x41));
        sent += n;
      }
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "attachments-test-"));
  store = await createTestStore({ products: 60, env: { ATTACHMENTS_DIR: dir } });
  db = store.database.db;
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  customer = browserOf(store.app);
  await signInAs(store, customer, "customer@example.com");
  anonymous = browserOf(store.app);
  const [sam] = await db.select({ id: users.id }).from(users).where(eq(users.email, "staff@example.com"));
  const [a, b] = await db
    .insert(projects)
    .values([
      { name: "Attachments kitchen", brand: "aol", ownerUserId: sam?.id ?? 0, details: {} as never },
      { name: "Someone else's", brand: "aol", ownerUserId: sam?.id ?? 0, details: {} as never },
    ])
    .returning({ id: projects.id });
  projectId = a?.id ?? 0;
  otherProjectId = b?.id ?? 0;
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("POST /api/v2/project/attachment", () => {
  it("stores the file under a random name, answers the attachment, and records it on the project", async () => {
    const made = projectAttachmentSchema.parse(
      await json(
        await upload(staff, attachmentForm(projectId, { bytes: tinyPng, name: "Site photo.png" })),
        201,
      ),
    );
    expect(made).toMatchObject({
      fileName: "Site photo.png",
      contentType: "image/png",
      size: tinyPng.length,
      folderId: null,
      productCode: null,
      url: `/api/v2/project/attachment/${made.id}`,
      uploadedBy: "Sam Staff",
    });
    const [row] = await db.select().from(projectAttachments).where(eq(projectAttachments.id, made.id));
    expect(row?.storageKey).toMatch(new RegExp(`^${projectId}/[0-9a-f-]{36}\\.png$`));
    expect(await readFile(path.join(dir, row?.storageKey ?? ""))).toEqual(tinyPng);
    const [change] = await db
      .select()
      .from(projectChanges)
      .where(and(eq(projectChanges.projectId, projectId), eq(projectChanges.kind, "attachment_added")))
      .orderBy(projectChanges.id);
    expect(change?.userName).toBe("Sam Staff");
  });

  it("types a file by its content: a PDF named .exe is kept as a PDF", async () => {
    const made = projectAttachmentSchema.parse(
      await json(
        await upload(staff, attachmentForm(projectId, { bytes: pdf, name: "quote.exe", type: "x/evil" })),
        201,
      ),
    );
    expect(made).toMatchObject({ fileName: "quote.pdf", contentType: "application/pdf" });
  });

  it("attaches to one of the project's folders or products", async () => {
    const [folder] = await db.insert(projectFolders).values({ projectId, title: "Kitchen" }).returning();
    const [product] = await db.select({ sku: products.sku }).from(products).limit(1);
    const inFolder = projectAttachmentSchema.parse(
      await json(
        await upload(staff, attachmentForm(projectId, undefined, { folderId: String(folder?.id) })),
        201,
      ),
    );
    expect(inFolder.folderId).toBe(folder?.id);
    const forProduct = projectAttachmentSchema.parse(
      await json(
        await upload(staff, attachmentForm(projectId, undefined, { productCode: product?.sku ?? "" })),
        201,
      ),
    );
    expect(forProduct.productCode).toBe(product?.sku);
    const [otherFolder] = await db
      .insert(projectFolders)
      .values({ projectId: otherProjectId, title: "X" })
      .returning();
    const wrongFolder = (await json(
      await upload(staff, attachmentForm(projectId, undefined, { folderId: String(otherFolder?.id) })),
      400,
    )) as { errors: string[] };
    expect(wrongFolder.errors).toEqual(["folderId: That folder is not one of this project's"]);
    const noProduct = (await json(
      await upload(staff, attachmentForm(projectId, undefined, { productCode: "NO-SUCH-SKU" })),
      400,
    )) as { errors: string[] };
    expect(noProduct.errors).toEqual(["productCode: No product has that sku"]);
  });

  it("refuses a type it does not take, or cannot tell, by content (400), leaving no file", async () => {
    const before = (await filesOnDisk()).length;
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0)]);
    const refusedExe = (await json(
      await upload(
        staff,
        attachmentForm(projectId, { bytes: exe, name: "plan.pdf", type: "application/pdf" }),
      ),
      400,
    )) as { errors: string[] };
    expect(refusedExe.errors[0]).toMatch(/^file: A \.exe file can't be attached/);
    const text = (await json(
      await upload(
        staff,
        attachmentForm(projectId, { bytes: Buffer.from("just some notes"), name: "notes.pdf" }),
      ),
      400,
    )) as { errors: string[] };
    expect(text.errors[0]).toMatch(/^file: We couldn't tell what kind of file this is/);
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    await json(
      await upload(staff, attachmentForm(projectId, { bytes: html, name: "x.png", type: "image/png" })),
      400,
    );
    expect((await filesOnDisk()).length).toBe(before);
  });

  it("refuses a file over ATTACHMENT_MAX_MB with 413 and a clear message, read as a stream and dropped", async () => {
    const before = (await filesOnDisk()).length;
    const { body, type } = streamedUpload(projectId, 26 * 1024 * 1024, pdf);
    const res = await staff("/api/v2/project/attachment", {
      method: "POST",
      body,
      headers: { origin, "content-type": type },
      duplex: "half",
    } as RequestInit);
    const answer = (await json(res, 413)) as { code: string; errors: string[] };
    expect(answer).toEqual({
      code: "payload_too_large",
      errors: ["file: The file is larger than 25 MB. Attach a smaller file, or split it."],
    });
    expect((await filesOnDisk()).length).toBe(before);
  });

  it("refuses no file, an empty file, a second file, other fields and a body that is not a form (400)", async () => {
    const noFile = new FormData();
    noFile.set("projectId", String(projectId));
    expect(((await json(await upload(staff, noFile), 400)) as { errors: string[] }).errors).toEqual([
      "file: Choose a file to attach",
    ]);
    await json(
      await upload(staff, attachmentForm(projectId, { bytes: new Uint8Array(0), name: "empty.png" })),
      400,
    );
    const two = attachmentForm(projectId);
    two.append("file", new Blob([new Uint8Array(tinyPng)]), "second.png");
    expect(((await json(await upload(staff, two), 400)) as { errors: string[] }).errors).toEqual([
      "file: Send one file at a time",
    ]);
    const extra = (await json(
      await upload(staff, attachmentForm(projectId, undefined, { colour: "red" })),
      400,
    )) as {
      errors: string[];
    };
    expect(extra.errors.join()).toMatch(/colour/);
    await json(await upload(staff, attachmentForm(Number.NaN)), 400);
    const asJson = await staff("/api/v2/project/attachment", {
      method: "POST",
      body: JSON.stringify({ projectId }),
      headers: { origin },
    });
    expect(((await json(asJson, 400)) as { errors: string[] }).errors[0]).toMatch(/multipart\/form-data/);
    const cut = await staff("/api/v2/project/attachment", {
      method: "POST",
      body: "--b\r\nContent-Disposition: form-data; name=projectId\r\n\r\n1",
      headers: { origin, "content-type": "multipart/form-data; boundary=b" },
    });
    await json(cut, 400);
  });

  it("404 for no such project; 401 for a visitor, 403 for a customer, 403 without or from another origin", async () => {
    expect(
      ((await json(await upload(staff, attachmentForm(999999)), 404)) as { errors: string[] }).errors,
    ).toEqual(["We couldn't find that project."]);
    await json(await upload(anonymous, attachmentForm(projectId)), 401);
    await json(await upload(customer, attachmentForm(projectId)), 403);
    await json(await upload(staff, attachmentForm(projectId), {}), 403);
    await json(await upload(staff, attachmentForm(projectId), { origin: "https://evil.example" }), 403);
  });
});

describe("a 20 MB upload and the server's memory", () => {
  it("streams to disk: the process's memory rises by far less than the file's size", async () => {
    const size = 20 * 1024 * 1024;
    // What the upload holds, not garbage it has finished with: a busy machine collects garbage later, and
    // a 20 MB stream passes 20 MB of finished chunks (seen in CI: 21.8 MB at peak before this). The
    // server project runs with --expose-gc (vitest.config.ts); buffering the file would hold it all.
    // A young-generation collection (milliseconds) frees the finished chunks; a full one would take longer
    // than the upload over PGlite's heap.
    const gc = (globalThis as { gc?: (options?: { type: "minor" | "major" }) => void }).gc;
    if (!gc) throw new Error("run the server tests with --expose-gc");
    const used = () => {
      gc({ type: "minor" });
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    gc({ type: "major" });
    const baseline = used();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, used());
    }, 20);
    const { body, type } = streamedUpload(projectId, size, pdf);
    const res = await staff("/api/v2/project/attachment", {
      method: "POST",
      body,
      headers: { origin, "content-type": type },
      duplex: "half",
    } as RequestInit);
    clearInterval(sampler);
    peak = Math.max(peak, used());
    const made = projectAttachmentSchema.parse(await json(res, 201));
    expect(made.size).toBe(size);
    const rise = peak - baseline;
    // Reported for the record (ADR 046); the bar is the file's own size, and streaming stays far below it
    process.stdout.write(
      `20 MB upload: heap + array buffers held rose by ${(rise / 1024 / 1024).toFixed(1)} MB at peak\n`,
    );
    expect(rise).toBeLessThan(size);
    const [row] = await db.select().from(projectAttachments).where(eq(projectAttachments.id, made.id));
    expect((await readFile(path.join(dir, row?.storageKey ?? ""))).length).toBe(size);
  });
});

describe("DELETE /api/v2/project/attachment?projectId&id", () => {
  it("removes the attachment and its file, records it, and then answers 404", async () => {
    const made = projectAttachmentSchema.parse(
      await json(await upload(staff, attachmentForm(projectId)), 201),
    );
    const [row] = await db.select().from(projectAttachments).where(eq(projectAttachments.id, made.id));
    const file = path.join(dir, row?.storageKey ?? "");
    expect(await readFile(file)).toEqual(tinyPng);
    const wrongProject = await staff(`/api/v2/project/attachment?projectId=${otherProjectId}&id=${made.id}`, {
      method: "DELETE",
    });
    await json(wrongProject, 404);
    await json(
      await anonymous(`/api/v2/project/attachment?projectId=${projectId}&id=${made.id}`, {
        method: "DELETE",
      }),
      401,
    );
    await json(
      await customer(`/api/v2/project/attachment?projectId=${projectId}&id=${made.id}`, { method: "DELETE" }),
      403,
    );
    expect(
      await json(
        await staff(`/api/v2/project/attachment?projectId=${projectId}&id=${made.id}`, { method: "DELETE" }),
      ),
    ).toEqual({ id: made.id, deleted: true });
    expect(await readFile(file).catch(() => null)).toBeNull();
    await json(
      await staff(`/api/v2/project/attachment?projectId=${projectId}&id=${made.id}`, { method: "DELETE" }),
      404,
    );
    await json(
      await staff(`/api/v2/project/attachment?projectId=${projectId}&id=x`, { method: "DELETE" }),
      400,
    );
    await json(await staff(`/api/v2/project/attachment?id=${made.id}`, { method: "DELETE" }), 400);
    const [change] = await db
      .select()
      .from(projectChanges)
      .where(and(eq(projectChanges.projectId, projectId), eq(projectChanges.kind, "attachment_deleted")));
    expect(change?.message).toBe("Removed the attachment plan.png");
  });
});

describe("downloads", () => {
  it("staff download the file as an attachment, never sniffed or kept", async () => {
    const made = projectAttachmentSchema.parse(
      await json(await upload(staff, attachmentForm(projectId, { bytes: pdf, name: "Plan é.pdf" })), 201),
    );
    const res = await staff(made.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Plan _.pdf"; filename*=UTF-8''Plan%20%C3%A9.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    await json(await customer(made.url), 403);
    await json(await anonymous(made.url), 401);
    await json(await staff("/api/v2/project/attachment/999999"), 404);
    await json(await staff("/api/v2/project/attachment/abc"), 400);
  });

  it("whoever holds a project's live share id downloads its files, and only its files", async () => {
    const shareId = "attachment-test-share-0123456789abcdefghijklmnopqrstuvwxyz";
    await db.update(projects).set({ shareId }).where(eq(projects.id, projectId));
    const made = projectAttachmentSchema.parse(
      await json(await upload(staff, attachmentForm(projectId)), 201),
    );
    const shared = `/api/v2/project/shared/attachment/${made.id}?shareId=${shareId}`;
    const res = await anonymous(shared);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(tinyPng);
    await json(
      await anonymous(`/api/v2/project/shared/attachment/${made.id}?shareId=${"x".repeat(43)}`),
      404,
    );
    const other = projectAttachmentSchema.parse(
      await json(await upload(staff, attachmentForm(otherProjectId)), 201),
    );
    await json(await anonymous(`/api/v2/project/shared/attachment/${other.id}?shareId=${shareId}`), 404);
    await json(await anonymous(`/api/v2/project/shared/attachment/${made.id}`), 400);
    // Revoked: the link stops working
    await db.update(projects).set({ shareId: null }).where(eq(projects.id, projectId));
    await json(await anonymous(shared), 404);
  });
});
