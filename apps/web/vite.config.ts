import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

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

/** Whether a module belongs to the shared chunk's own code (not the domain package's). */
const isSharedAppCode = (id: string) =>
  sharedCode.test(id) &&
  !accountPageCode.test(id) &&
  !routeOnlyFeatures.test(id) &&
  !routeOnlyLib.test(id) &&
  !cardPaymentCode.test(id) &&
  !tourViewerCode.test(id);

/**
 * The domain modules the shared code imports, directly or through other domain modules (ADR 095). Only
 * these go in the shared chunk, where every page evaluates them on load (building their zod schemas);
 * the rest, the checkout's and the staff screens' shapes, go with the routes that import them. Filled in
 * at the end of each build's module graph, read when its chunks are made.
 */
const sharedDomainCode = new Set<string>();

function findSharedDomainCode(): Plugin {
  return {
    name: "store:shared-domain-code",
    buildEnd() {
      sharedDomainCode.clear();
      const pending = [...this.getModuleIds()].filter(isSharedAppCode);
      const seen = new Set(pending);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (seen.has(imported) || !domainCode.test(imported)) continue;
          seen.add(imported);
          sharedDomainCode.add(imported);
          pending.push(imported);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), findSharedDomainCode()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    rolldownOptions: {
      output: {
        // Left to itself the bundler made ~30 small chunks and ~11 stylesheets per page: every one a
        // request and a <link> to render. Two groups: the React runtime, and the app's shared code
        // (its CSS goes with it into one stylesheet). Route modules stay separate.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/,
              priority: 2,
            },
            {
              name: "app",
              test: (id: string) => isSharedAppCode(id) || sharedDomainCode.has(id),
              priority: 1,
            },
            {
              name: "payments",
              test: (id: string) => paymentCode.test(id),
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
