import { dateIn, priceLockExpiresAt } from "@store/domain/project";
import { storeTimeZone } from "@store/domain/store-local-time";
import { and, asc, eq, inArray, isNotNull, like, or } from "drizzle-orm";
import { categories, productBrands, products } from "../../modules/product/product.tables.ts";
import {
  type ProjectDetailsRow,
  projectChanges,
  projectComments,
  projectFolders,
  projectLines,
  projectNotes,
  projectPriceLocks,
  projectQuotes,
  projectReferrers,
  projects,
  projectVariations,
  type QuoteLineRow,
} from "../../modules/project/project.tables.ts";
import { stores } from "../../modules/store/store.tables.ts";
import { users } from "../../modules/user/user.tables.ts";
import type { Db } from "../client.ts";

/** The builders and designers who refer customers (searched by GET /api/v2/project/kad/{search}). */
export const demoReferrers: (typeof projectReferrers.$inferInsert)[] = [
  ["KAD001", "builder", "Mark Dawson", "Dawson Homes", "0298761234", "mark@dawsonhomes.example"],
  ["KAD002", "builder", "Priya Raman", "Raman Constructions", "0398762345", "priya@ramancon.example"],
  [
    "KAD003",
    "designer",
    "Sophie Laurent",
    "Laurent Kitchen Design",
    "0412888777",
    "sophie@laurentkd.example",
  ],
  ["KAD004", "designer", "Tom Whitfield", "Whitfield Interiors", "0733331111", "tom@whitfield.example"],
  ["KAD005", "builder", "Hemi Walker", "Walker Build NZ", "093334444", "hemi@walkerbuild.example"],
  ["KAD006", "designer", "Grace Okafor", "Okafor Studio", "0811112222", "grace@okafor.example"],
  ["KAD007", "builder", "Luca Bianchi", "Bianchi & Sons Builders", "0299990000", "luca@bianchibuild.example"],
  ["KAD008", "designer", "Mei Lin", "Lin Design Co", "0422333444", "mei@lindesign.example"],
  ["KAD009", "builder", "Jack O'Connor", "O'Connor Renovations", "0355556666", "jack@oconnorreno.example"],
  ["KAD010", "designer", "Ava Thompson", "Thompson Kitchens & Baths", "0744445555", "ava@thompsonkb.example"],
].map(([code, kind, name, businessName, phone, contact]) => ({
  code: code as string,
  kind: kind as "builder" | "designer",
  name: name as string,
  businessName: businessName as string,
  phone: phone as string,
  contact: contact as string,
}));

const blankDetails: ProjectDetailsRow = {
  projectAddress: "",
  suburb: "",
  postCode: "",
  state: "",
  projectGoal: "",
  projectStart: "",
  interests: [],
  comments: "",
  showCulinaryBookings: false,
  referrerCode: "",
  referrerName: "",
  referrerBusinessName: "",
  referrerPhone: "",
  referrerContact: "",
};

interface DemoProduct {
  id: number;
  sku: string;
  title: string;
  price: number;
  lineDiscount: number;
  image: string;
  brand: string;
}

/** Inserts the referrers (always: they are reference data, not demo accounts). */
export async function seedReferrers(db: Db): Promise<void> {
  await db.insert(projectReferrers).values(demoReferrers).onConflictDoNothing();
}

/**
 * The demo projects of the demo staff (ADR 044), so the project screens show real data on `npm start`:
 * Sam Staff has an open kitchen project (folders, notes, a comment, a variation), a quoted one with a
 * live price lock, a won one and a lost one; Jordan Seller has an open and a quoted one. Needs the demo
 * accounts and the catalogue; does nothing without them.
 */
export async function seedDemoProjects(db: Db, now = new Date()): Promise<number> {
  const staff = await db
    .select({
      id: users.id,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
      storeId: users.storeId,
    })
    .from(users)
    .where(inArray(users.email, ["staff@example.com", "staff2@example.com"]));
  const sam = staff.find((s) => s.email === "staff@example.com");
  const jordan = staff.find((s) => s.email === "staff2@example.com");
  if (!sam || !jordan) return 0;
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      price: products.price,
      lineDiscount: products.lineDiscount,
      image: products.image,
      brand: productBrands.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productBrands, eq(productBrands.id, products.brandId))
    .where(
      and(
        isNotNull(products.price),
        or(like(categories.uri, "kitchen/%"), like(categories.uri, "laundry/%")),
      ),
    )
    .orderBy(asc(products.id))
    .limit(24);
  const catalogue: DemoProduct[] = rows.map((r) => ({ ...r, price: r.price ?? 0 }));
  if (catalogue.length < 8) return 0;
  const pick = (i: number) => catalogue[i % catalogue.length] as DemoProduct;
  const unit = (p: DemoProduct) => Math.max(0, p.price - p.lineDiscount);
  const [samStore] = sam.storeId ? await db.select().from(stores).where(eq(stores.id, sam.storeId)) : [];
  const timeZone = storeTimeZone({
    country: samStore?.country === "NZ" ? "NZ" : "AU",
    state: samStore?.state ?? "NSW",
  });
  const name = (u: { first: string; last: string }) => `${u.first} ${u.last}`;

  async function project(
    owner: { id: number; first: string; last: string; storeId: number | null },
    values: Partial<typeof projects.$inferInsert> & { name: string },
    folders: { title: string; lines: [DemoProduct, number, number | null][] }[],
    cart: [DemoProduct, number, number | null][],
    log: string[],
  ) {
    const [row] = await db
      .insert(projects)
      .values({
        brand: "aol",
        ownerUserId: owner.id,
        salespersonUserId: owner.id,
        storeId: owner.storeId,
        details: blankDetails,
        ...values,
      })
      .returning({ id: projects.id, ref: projects.ref });
    if (!row) throw new Error("a demo project was not written");
    const snapshot: QuoteLineRow[] = [];
    const place = async (
      folderId: number | null,
      folderTitle: string | null,
      lines: [DemoProduct, number, number | null][],
    ) => {
      for (const [index, [p, quantity, override]] of lines.entries()) {
        await db.insert(projectLines).values({
          projectId: row.id,
          folderId,
          productId: p.id,
          quantity,
          priceOverride: override,
          sortOrder: index,
        });
        const price = override ?? unit(p);
        snapshot.push({
          folderId,
          folderTitle,
          productId: p.id,
          sku: p.sku,
          title: p.title,
          brand: p.brand,
          image: p.image,
          quantity,
          catalogueUnitPrice: unit(p),
          unitPrice: price,
          warranty: null,
          install: null,
          lineTotal: price * quantity,
        });
      }
    };
    await place(null, null, cart);
    for (const [index, folder] of folders.entries()) {
      const [f] = await db
        .insert(projectFolders)
        .values({ projectId: row.id, title: folder.title, sortOrder: index })
        .returning({ id: projectFolders.id });
      if (f) await place(f.id, folder.title, folder.lines);
    }
    await db.insert(projectChanges).values(
      [`Created project ${row.ref} '${values.name}'`, ...log].map((message, i) => ({
        projectId: row.id,
        userId: owner.id,
        userName: name(owner),
        kind: i === 0 ? ("created" as const) : ("status_changed" as const),
        message,
      })),
    );
    let quoteId: number | null = null;
    if (values.quoted) {
      const [quote] = await db
        .insert(projectQuotes)
        .values({
          projectId: row.id,
          version: 1,
          lines: snapshot,
          quoteData: {
            customerName: values.customerName ?? "",
            customerEmail: values.customerEmail ?? "",
          },
          total: snapshot.reduce((n, l) => n + l.lineTotal, 0),
          savedByUserId: owner.id,
        })
        .returning({ id: projectQuotes.id });
      quoteId = quote?.id ?? null;
    }
    return { id: row.id, quoteId };
  }

  const customer = (first: string, last: string, email: string, phone: string) => ({
    firstName: first,
    lastName: last,
    customerName: `${first} ${last}`,
    customerEmail: email,
    contactNumber: phone,
  });

  // Sam: an open kitchen and laundry project being worked up
  const open = await project(
    sam,
    {
      name: "Kitchen renovation - Smith",
      ...customer("Olivia", "Smith", "olivia.smith@example.com", "0412000111"),
      details: {
        ...blankDetails,
        projectAddress: "14 Wattle Street",
        suburb: "Surry Hills",
        postCode: "2010",
        state: "NSW",
        projectGoal: "Full kitchen and laundry refit",
        projectStart: "Next month",
        interests: ["Cooking", "Induction"],
        referrerCode: "KAD003",
        referrerName: "Sophie Laurent",
        referrerBusinessName: "Laurent Kitchen Design",
        referrerPhone: "0412888777",
        referrerContact: "sophie@laurentkd.example",
      },
    },
    [
      {
        title: "Kitchen",
        lines: [
          [pick(0), 1, null],
          [pick(1), 1, null],
          [pick(2), 1, null],
        ],
      },
      {
        title: "Laundry",
        lines: [
          [pick(3), 1, null],
          [pick(4), 1, null],
        ],
      },
    ],
    [[pick(5), 2, null]],
    [],
  );
  await db.insert(projectNotes).values({
    projectId: open.id,
    productId: pick(0).id,
    notes: "Customer wants the black finish; check the cut-out width against the cabinet plans.",
    createdByUserId: sam.id,
    salesPersonName: name(sam),
  });
  await db.insert(projectComments).values({
    projectId: open.id,
    userId: sam.id,
    userName: name(sam),
    message: "Met Olivia in store; she is comparing with a competitor's package deal.",
  });
  await db.insert(projectVariations).values({
    projectId: open.id,
    productId: pick(1).id,
    variationProductId: pick(6).id,
    brand: pick(6).brand,
    comments: "A quieter alternative in the same width.",
    createdByUserId: sam.id,
  });

  // Sam: quoted, with the quote's prices locked for two weeks (in the store's time zone)
  const quoted = await project(
    sam,
    {
      name: "Bathroom & laundry - Nguyen",
      ...customer("Wei", "Nguyen", "wei.nguyen@example.com", "0412000222"),
      status: "Quoted",
      quoted: true,
      nextQuoteVersion: 2,
    },
    [
      {
        title: "Laundry",
        lines: [
          [pick(7), 1, Math.round(unit(pick(7)) * 0.95)],
          [pick(8), 1, null],
        ],
      },
    ],
    [[pick(9), 1, null]],
    ["Quote 1 saved", "Prices locked"],
  );
  const today = new Date(`${dateIn(timeZone, now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + 14);
  const expiryDate = today.toISOString().slice(0, 10);
  if (quoted.quoteId)
    await db.insert(projectPriceLocks).values({
      projectId: quoted.id,
      quoteId: quoted.quoteId,
      expiryDate,
      timeZone,
      expiresAt: priceLockExpiresAt(expiryDate, timeZone),
      lockedByUserId: sam.id,
      lockedAt: now,
    });

  // Sam: won and lost
  await project(
    sam,
    {
      name: "Alfresco kitchen - Patel",
      ...customer("Ravi", "Patel", "ravi.patel@example.com", "0412000333"),
      status: "Won",
      quoted: true,
      nextQuoteVersion: 2,
    },
    [],
    [
      [pick(10), 1, null],
      [pick(11), 1, null],
    ],
    ["Quote 1 saved", "Ordered in store: Won"],
  );
  await project(
    sam,
    {
      name: "Investment unit - Chen",
      ...customer("Mia", "Chen", "mia.chen@example.com", "0412000444"),
      status: "Lost",
    },
    [],
    [[pick(12), 1, null]],
    ["Marked lost: the customer bought elsewhere"],
  );

  // Jordan: one open, one quoted
  await project(
    jordan,
    { name: "New build - Kelly", ...customer("Grace", "Kelly", "grace.kelly@example.com", "0412000555") },
    [
      {
        title: "Kitchen",
        lines: [
          [pick(13), 1, null],
          [pick(14), 1, null],
        ],
      },
    ],
    [],
    [],
  );
  await project(
    jordan,
    {
      name: "Laundry upgrade - Rossi",
      ...customer("Mateo", "Rossi", "mateo.rossi@example.com", "0412000666"),
      status: "Quoted",
      quoted: true,
      nextQuoteVersion: 2,
    },
    [],
    [[pick(15), 1, null]],
    ["Quote 1 saved"],
  );
  return 6;
}
