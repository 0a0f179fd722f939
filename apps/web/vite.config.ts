import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { type SharedChunk, sharedChunkOrder } from "./app/lib/shared-chunks.ts";

// The app's code every page may use: components, lib and features (less the exceptions below), and zod
const sharedCode = /(apps[\\/]web[\\/]app[\\/](components|lib|features)|node_modules[\\/]zod)[\\/]/;
const domainCode = /packages[\\/]domain[\\/]src[\\/]/;
// The account pages' own code (profile, addresses, orders, registration...): only their routes load it,
// so it stays in their route chunks. The header's account parts (menu, login prompt, admin bar) are on
// every page and stay shared.
const accountPageCode =
  /apps[\\/]web[\\/]app[\\/]features[\\/]account[\\/](?!account-menu|admin-bar|login-dialog|login-form|login-links|form-field|social-login-button|use-account-error|account\.css)/;
// Features that only their own routes use, most of them staff screens: the checkout, staff projects and
// quotes, the orders desk, the delivery and settings screens, the inbox, reminders, the QR hand-off and a
// balance paid later. In the shared chunk they were half of it (parsed on every shopper's page load);
// left out, they go with the routes that use them.
const routeOnlyFeatures =
  /apps[\\/]web[\\/]app[\\/]features[\\/](checkout|project|orders-desk|delivery-admin|settings-admin|contact-inbox|reminders|payment-handoff|balance-payment)[\\/]/;

// The shared code only those features use (ADR 095): the checkout's, staff projects' and the staff
// screens' API clients, and the wait for a payment (the checkout's and the desk's).
const routeOnlyLib = /apps[\\/]web[\\/]app[\\/]lib[\\/]((checkout|project|staff)-api|use-payment-wait)\.ts$/;

// Card entry and its encryption (jose): only the checkout, a balance paid later and the hand-off page
// take a card, so neither the fields nor the JWE library ride on every other page.
const cardPaymentCode =
  /apps[\\/]web[\\/]app[\\/](lib[\\/]card-(payment|encryption)\.ts|components[\\/]ui[\\/]card-fields\.(tsx|css))$/;

// The tour page's 360° viewer (ADR 087): Photo Sphere Viewer and three.js, imported by that page alone
// when it opens, so it stays out of the shared chunk (which would otherwise load it on every page).
const tourViewerCode = /apps[\\/]web[\\/]app[\\/]features[\\/]stores[\\/]tour-viewer\.ts$/;

// What the pages that take a payment share (the checkout, a payment's return, the hand-off, a balance paid
// later, the desk): their features, clients and shapes, in one chunk of their own rather than nine small ones.
const paymentCode =
  /(apps[\\/]web[\\/]app[\\/](features[\\/](checkout|payment-handoff|balance-payment)[\\/][^\\/]+|lib[\\/](checkout-api|use-payment-wait|card-payment|card-encryption)\.ts|components[\\/]ui[\\/]card-fields\.(tsx|css))|packages[\\/]domain[\\/]src[\\/](checkout|payment|redirect-payment|staff-payment|wallet-payment|balance-payment|card)[^\\/]*\.ts)$/;

// The form library, the app's form hook and the forms a click opens on any page: the login prompt, the
// contact panel, the cart panel's coupon form (ADR 097). They load once the browser is idle, or on the
// click, as one chunk, which the pages with forms of their own (cart, checkout, account) load as well.
const formCode =
  /(node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|apps[\\/]web[\\/]app[\\/](lib[\\/]use-zod-form\.ts|features[\\/](account[\\/]login-form|shell[\\/]contact-panel|cart[\\/]coupon-form)\.tsx)$)/;

/** Whether a module may go in the shared chunk: the app's code less the route-only kinds above, or the domain's. */
const mayBeShared = (id: string) =>
  domainCode.test(id) ||
  (sharedCode.test(id) &&
    !accountPageCode.test(id) &&
    !routeOnlyFeatures.test(id) &&
    !routeOnlyLib.test(id) &&
    !cardPaymentCode.test(id) &&
    !tourViewerCode.test(id));

/**
 * The modules of the shared chunk (ADR 095): of those that may be shared, the ones the root route reaches
 * (every page runs them) and the ones two or more routes reach. A module only one route reaches goes in
 * that route's chunk, so the page that needs it loads it without another request and no other page loads
 * it at all; a domain module nothing shared imports is never built by the pages that do not use it.
 * Filled in at the end of each build's module graph, read when its chunks are made.
 */
const sharedModules = new Set<string>();

/**
 * The shared domain modules and the chunk each goes in (ADR 101): running them builds the schemas, the
 * longest work a page's script does before hydrating, so they are cut into parts of about equal code, in
 * an order where each module comes after the ones it imports; the starter runs each part in a task of its
 * own. Filled in with `sharedModules`.
 */
const domainParts = new Map<string, SharedChunk>();
const domainChunks = ["domain-1", "domain-2", "domain-3"] as const satisfies readonly SharedChunk[];

function findSharedModules(): Plugin {
  return {
    name: "store:shared-modules",
    buildEnd() {
      // Every module that may be shared and is reached from `start` through such modules (static imports)
      const reachedFrom = (start: string) => {
        const reached = new Set<string>();
        const pending = [start];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (reached.has(imported) || !mayBeShared(imported)) continue;
            reached.add(imported);
            pending.push(imported);
          }
        }
        return reached;
      };
      const ids = [...this.getModuleIds()];
      const routesReaching = new Map<string, number>();
      for (const route of ids.filter((id) => /app[\\/]routes[\\/]/.test(id)))
        for (const id of reachedFrom(route)) routesReaching.set(id, (routesReaching.get(id) ?? 0) + 1);
      const root = ids.find((id) => /app[\\/]root\.tsx$/.test(id));
      sharedModules.clear();
      for (const id of root ? reachedFrom(root) : []) sharedModules.add(id);
      for (const [id, routes] of routesReaching) if (routes >= 2) sharedModules.add(id);
      // The shared domain modules, each after those it imports (depth first), cut where the code so far
      // passes a third and two thirds of the whole
      const isSharedDomain = (id: string) => sharedModules.has(id) && domainCode.test(id);
      const ordered: string[] = [];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          if (isSharedDomain(imported)) visit(imported);
        ordered.push(id);
      };
      for (const id of sharedModules) if (isSharedDomain(id)) visit(id);
      const codeLength = (id: string) => this.getModuleInfo(id)?.code?.length ?? 0;
      const total = ordered.reduce((sum, id) => sum + codeLength(id), 0);
      domainParts.clear();
      let before = 0;
      for (const id of ordered) {
        const part = Math.min(domainChunks.length - 1, Math.floor((before / total) * domainChunks.length));
        domainParts.set(id, domainChunks[part] ?? "domain-1");
        before += codeLength(id);
      }
    },
  };
}

/**
 * Fails the build when a shared chunk imports one that `sharedChunkOrder` runs after it (ADR 101): the
 * page's script starter runs them in that order, one task each, and a chunk run before its import would
 * take the import's time into its own task.
 */
function checkSharedChunkOrder(): Plugin {
  const rank = (name: string) => sharedChunkOrder.indexOf(name as SharedChunk);
  return {
    name: "store:shared-chunk-order",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const nameOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.name]));
      for (const chunk of chunks.filter((c) => rank(c.name) >= 0))
        for (const imported of chunk.imports.map((file) => nameOf.get(file) ?? ""))
          if (rank(imported) >= rank(chunk.name))
            this.error(
              `shared chunk "${chunk.name}" imports "${imported}", which sharedChunkOrder runs after it`,
            );
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), findSharedModules(), checkSharedChunkOrder()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    rolldownOptions: {
      output: {
        // Left to itself the bundler made ~30 small chunks and ~11 stylesheets per page: every one a
        // request and a <link> to render. These groups: the React runtime; zod; the domain's shared rules
        // and shapes, in three parts; the app's shared code (its CSS goes with it into one stylesheet); the
        // forms a click opens (ADR 097); what the payment pages share. Route modules stay separate, with the
        // code only their route uses (ADR 095). Zod, the domain's parts and the app's code are chunks of
        // their own so that running them is several short tasks, not one long one (ADR 101).
        codeSplitting: {
          groups: [
            {
              name: "react" satisfies SharedChunk,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/,
              priority: 2,
            },
            {
              name: "zod" satisfies SharedChunk,
              // With zod, the browser's zod settings (no eval under the page's CSP), so they are in force
              // before the domain's chunk builds its schemas
              test: /(node_modules[\\/]zod[\\/]|apps[\\/]web[\\/]app[\\/]lib[\\/]zod-in-browser\.ts$)/,
              priority: 1.7,
            },
            {
              name: (id: string) => domainParts.get(id) ?? null,
              test: (id: string) => domainParts.has(id),
              priority: 1.5,
            },
            {
              name: "app" satisfies SharedChunk,
              test: (id: string) => sharedModules.has(id) && !formCode.test(id),
              priority: 1,
            },
            {
              name: "forms" satisfies SharedChunk,
              test: formCode,
              priority: 0.5,
            },
            {
              name: "payments" satisfies SharedChunk,
              test: (id: string) => paymentCode.test(id),
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
