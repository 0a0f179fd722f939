import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The app's code every page may use: components, lib, features, the domain package and zod
const sharedCode =
  /(apps[\\/]web[\\/]app[\\/](components|lib|features)|packages[\\/]domain[\\/]src|node_modules[\\/]zod)[\\/]/;
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

// Card entry and its encryption (jose): only the checkout, a balance paid later and the hand-off page
// take a card, so neither the fields nor the JWE library ride on every other page.
const cardPaymentCode =
  /apps[\\/]web[\\/]app[\\/](lib[\\/]card-(payment|encryption)\.ts|components[\\/]ui[\\/]card-fields\.(tsx|css))$/;

// The tour page's 360° viewer (ADR 087): Photo Sphere Viewer and three.js, imported by that page alone
// when it opens, so it stays out of the shared chunk (which would otherwise load it on every page).
const tourViewerCode = /apps[\\/]web[\\/]app[\\/]features[\\/]stores[\\/]tour-viewer\.ts$/;

export default defineConfig({
  plugins: [reactRouter()],
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
              test: (id: string) =>
                sharedCode.test(id) &&
                !accountPageCode.test(id) &&
                !routeOnlyFeatures.test(id) &&
                !cardPaymentCode.test(id) &&
                !tourViewerCode.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
