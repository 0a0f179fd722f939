import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route of both route tables (storefront s.2, checkout s.2). Each module exports a `handle`
 * with its page type and breadcrumbs. Paths starting with 'blank' fall to the catch-all, which
 * renders them without the shell; every other unknown path is the page-not-found page with status 404.
 */
export default [
  index("routes/home.tsx"),
  route("404", "routes/not-found.tsx"),
  route("share-image.svg", "routes/share-image.ts"),

  // catalogue and search
  route("products", "routes/products.tsx"),
  route("search", "routes/search-redirect.tsx"),
  route("search/:term", "routes/search.tsx"),
  route("c/*", "routes/category.tsx"),
  route("p/:uri", "routes/product.tsx"),
  route("product/:slug", "routes/product-by-slug.tsx"),
  route("brands", "routes/brands.tsx"),
  route("brands/:uri", "routes/brand.tsx"),
  route("compare", "routes/compare.tsx"),
  route("comparison/*", "routes/comparison.tsx"),

  // promotions
  route("sale", "routes/sale.tsx"),
  route("promotion/*", "routes/promotion.tsx"),

  // stores
  route("stores", "routes/stores.tsx"),
  route("stores/:storeUri", "routes/store.tsx"),
  route("virtual-tour/:storeUri", "routes/virtual-tour.tsx"),
  route("cooking-demo/:uri", "routes/cooking-demo.tsx"),

  // account, cart and checkout
  route("account", "routes/account.tsx"),
  route("account/login", "routes/account-login.tsx"),
  route("account/logout", "routes/account-logout.tsx"),
  route("account/register", "routes/account-register.tsx"),
  route("account/forgot-password", "routes/account-forgot-password.tsx"),
  route("account/reset-password", "routes/account-reset-password.tsx"),
  route("account/confirm-email/:token", "routes/account-confirm-email.tsx"),
  route("account/invoice/:id", "routes/account-invoice.tsx"),
  route("cart", "routes/cart.tsx"),
  route("customer/checkout", "routes/checkout.tsx"),
  route("customer/confirmation", "routes/order-confirmation.tsx"),
  route("customer/payment-return/:provider", "routes/payment-return.tsx"),
  // The QR hand-off (ADR 043): a staff checkout's payment opened and paid on the customer's phone
  route("pay/return/:provider", "routes/pay-handoff-return.tsx"),
  route("pay/:token", "routes/pay-handoff.tsx"),
  // staff projects (ADR 051): the list, one project's screen, and the customer's shared quote
  route("project", "routes/project.tsx"),
  route("project/shared", "routes/project-shared.tsx"),
  route("project/:projectId", "routes/project-screen.tsx"),

  // staff tools
  route("staff/delivery", "routes/staff-delivery.tsx"),
  route("staff/orders", "routes/staff-orders.tsx"),
  route("staff/orders/:reference", "routes/staff-order.tsx"),
  route("staff/reminders", "routes/staff-reminders.tsx"),
  // the store's settings (admins, ADR 086) and shoppers' messages (staff, ADR 061)
  route("staff/settings", "routes/staff-settings.tsx"),
  route("staff/messages", "routes/staff-messages.tsx"),
  // the product-page admin panel the store serves when no CMS is configured (ADR 051)
  route("staff/product-page", "routes/staff-product-page.tsx"),

  // content
  route("s/:uri", "routes/static-page.tsx"),
  route("blog", "routes/blog.tsx"),
  route("article/legendary-service", "routes/legendary-service.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("ask-an-expert", "routes/ask-an-expert.tsx"),

  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
