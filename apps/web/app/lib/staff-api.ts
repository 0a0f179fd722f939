import { type ApiProblem, readApiError } from "@store/domain/api-error.schema";
import {
  type ContactInboxMessage,
  type ContactInboxPage,
  type ContactInboxQuery,
  contactInboxMessageSchema,
  contactInboxPageSchema,
} from "@store/domain/contact.schema";
import {
  type AdminOverride,
  type AdminService,
  type AdminServices,
  type AdminZone,
  adminOverrideSchema,
  adminServiceSchema,
  adminServicesSchema,
  adminZoneSchema,
  type CapacityDay,
  capacityDaySchema,
  type DeliveryChange,
  deliveryChangeSchema,
  type OverrideAdd,
  type RegionDays,
  regionDaysSchema,
  type ServicePatch,
  type ZoneCapacity,
  type ZonePatch,
  zoneCapacitySchema,
} from "@store/domain/delivery-admin.schema";
import type { DeskActionKind } from "@store/domain/orders-desk";
import {
  type DeskActionAnswer,
  type DeskBalance,
  type DeskBalanceAnswer,
  type DeskOrder,
  type DeskOrderPage,
  type DeskPaymentWait,
  deskActionAnswerSchema,
  deskBalanceAnswerSchema,
  deskOrderPageSchema,
  deskOrderSchema,
  deskPaymentWaitSchema,
} from "@store/domain/orders-desk.schema";
import {
  type SettingItem,
  type SettingsAdmin,
  type SettingUpdate,
  settingItemSchema,
  settingsAdminSchema,
} from "@store/domain/settings.schema";
import { z } from "zod";
import type { ApiClient } from "./api-client.ts";
import { jsonBody, jsonPost } from "./api-transport.ts";

/**
 * The staff screens' calls over a client's transport: the settings screen (ADR 086), the contact inbox
 * (ADR 061), delivery settings (ADR 033) and the orders desk (ADR 038); only those screens load them and
 * their schemas (ADR 095).
 */
export function staffApi(api: ApiClient) {
  const { getJson, postOnce } = api.transport;

  return {
    /** GET /api/settings/admin (admins): every setting's row for every brand and the brands' own (ADR 086). */
    getAdminSettings(): Promise<SettingsAdmin> {
      return getJson("/api/settings/admin", settingsAdminSchema);
    },

    /** PUT /api/settings/{name} (admins): a brand's value, or (brand null) every brand's; answers the setting. */
    putSetting(name: string, update: SettingUpdate): Promise<SettingItem> {
      return getJson(`/api/settings/${encodeURIComponent(name)}`, settingItemSchema, jsonBody("PUT", update));
    },

    // --- the contact inbox (staff only, ADR 061) ---

    /** GET /api/contact/inbox?brand&status&page&perPage: shoppers' messages, newest first. */
    getContactInbox(query: Partial<ContactInboxQuery> = {}): Promise<ContactInboxPage> {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) search.set(key, String(value));
      return getJson(`/api/contact/inbox${search.size ? `?${search}` : ""}`, contactInboxPageSchema);
    },

    /** POST /api/contact/inbox/{id}/handled or /reopen: marks a message handled (by the caller) or open. */
    setContactHandled(id: number, handled: boolean): Promise<ContactInboxMessage> {
      const action = handled ? "handled" : "reopen";
      return getJson(`/api/contact/inbox/${id}/${action}`, contactInboxMessageSchema, { method: "POST" });
    },

    // --- delivery settings (staff only, ADR 033) ---

    /** GET /api/delivery/admin/zones: every delivery zone with its rules. */
    getDeliveryZones(): Promise<AdminZone[]> {
      return getJson("/api/delivery/admin/zones", z.array(adminZoneSchema));
    },

    /** PATCH /api/delivery/admin/zones/{id}: changes a zone's rules; answers the zone. */
    updateDeliveryZone(id: number, patch: ZonePatch): Promise<AdminZone> {
      return getJson(`/api/delivery/admin/zones/${id}`, adminZoneSchema, jsonBody("PATCH", patch));
    },

    /** GET /api/delivery/admin/overrides?region: a state's or region's changed days and public holidays. */
    getRegionDays(region: string): Promise<RegionDays> {
      return getJson(`/api/delivery/admin/overrides?${new URLSearchParams({ region })}`, regionDaysSchema);
    },

    /** POST /api/delivery/admin/overrides: closes or opens a day. */
    addDeliveryOverride(body: OverrideAdd): Promise<AdminOverride> {
      return getJson("/api/delivery/admin/overrides", adminOverrideSchema, jsonPost(body));
    },

    /** DELETE /api/delivery/admin/overrides/{id}: takes a changed day back; answers what was removed. */
    removeDeliveryOverride(id: number): Promise<AdminOverride> {
      return getJson(`/api/delivery/admin/overrides/${id}`, adminOverrideSchema, { method: "DELETE" });
    },

    /** GET /api/delivery/admin/capacity?zoneId&days: a zone's deliveries per day from today. */
    getZoneCapacity(zoneId: number, days = 28): Promise<ZoneCapacity> {
      const query = new URLSearchParams({ zoneId: String(zoneId), days: String(days) });
      return getJson(`/api/delivery/admin/capacity?${query}`, zoneCapacitySchema);
    },

    /** PUT /api/delivery/admin/capacity/{zoneId}/{day}: sets a day's deliveries. */
    setZoneCapacity(zoneId: number, day: string, slots: number): Promise<CapacityDay> {
      return getJson(
        `/api/delivery/admin/capacity/${zoneId}/${encodeURIComponent(day)}`,
        capacityDaySchema,
        jsonBody("PUT", { slots }),
      );
    },

    /** GET /api/delivery/admin/services: the services and the categories they may be limited to. */
    getDeliveryServices(): Promise<AdminServices> {
      return getJson("/api/delivery/admin/services", adminServicesSchema);
    },

    /** PATCH /api/delivery/admin/services/{id}: changes a service; answers it. */
    updateDeliveryService(id: number, patch: ServicePatch): Promise<AdminService> {
      return getJson(`/api/delivery/admin/services/${id}`, adminServiceSchema, jsonBody("PATCH", patch));
    },

    /** GET /api/delivery/admin/changes?limit: the newest recorded changes first. */
    getDeliveryChanges(limit = 20): Promise<DeliveryChange[]> {
      return getJson(`/api/delivery/admin/changes?limit=${limit}`, z.array(deliveryChangeSchema));
    },

    // --- the orders desk (staff only, ADR 038) ---

    /** GET /api/orders-desk/orders?q&page&perPage: orders newest first, found by reference or email. */
    getDeskOrders(query: { q?: string; page?: number; perPage?: number } = {}): Promise<DeskOrderPage> {
      const search = new URLSearchParams();
      if (query.q) search.set("q", query.q);
      if (query.page) search.set("page", String(query.page));
      if (query.perPage) search.set("perPage", String(query.perPage));
      return getJson(`/api/orders-desk/orders${search.size ? `?${search}` : ""}`, deskOrderPageSchema);
    },

    /** GET /api/orders-desk/orders/{reference}: an order with its payment status, attempts and record. */
    getDeskOrder(reference: string): Promise<DeskOrder> {
      return getJson(`/api/orders-desk/orders/${encodeURIComponent(reference)}`, deskOrderSchema);
    },

    /**
     * POST /api/orders-desk/payments/{id}/{capture|void|refund} with the action's Idempotency-Key (the
     * same key for a retry). Answers the status (0: no answer), the action and order when the server
     * recorded one (200, a provider's refusal 409, no provider answer 502), and the problem otherwise too.
     */
    async deskAction(
      kind: DeskActionKind,
      paymentId: string,
      body: { amount?: number },
      idempotencyKey: string,
    ): Promise<{ status: number; answer: DeskActionAnswer | null; problem: ApiProblem | null }> {
      const reply = await postOnce(
        `/api/orders-desk/payments/${encodeURIComponent(paymentId)}/${kind}`,
        body,
        idempotencyKey,
      );
      if (reply.status === 0)
        return { status: 0, answer: null, problem: { status: 0, code: null, messages: [] } };
      // A provider's refusal (409) and no provider answer (502) are recorded actions too: read them as one
      const answer = deskActionAnswerSchema.safeParse(reply.body);
      return {
        status: reply.status,
        answer: answer.success ? answer.data : null,
        problem: reply.ok ? null : readApiError(reply.status, reply.body),
      };
    },

    /**
     * POST /api/orders-desk/orders/:reference/balance (ADR 038, amended): takes a deposit order's
     * balance in store, with the Idempotency-Key (the same key for a retry). Status 0: no answer.
     */
    async deskBalance(
      reference: string,
      body: DeskBalance,
      idempotencyKey: string,
    ): Promise<{ status: number; answer: DeskBalanceAnswer | null; problem: ApiProblem | null }> {
      const reply = await postOnce(
        `/api/orders-desk/orders/${encodeURIComponent(reference)}/balance`,
        body,
        idempotencyKey,
      );
      if (reply.status === 0)
        return { status: 0, answer: null, problem: { status: 0, code: null, messages: [] } };
      const answer = deskBalanceAnswerSchema.safeParse(reply.body);
      return {
        status: reply.status,
        answer: reply.ok && answer.success ? answer.data : null,
        problem: reply.ok ? null : readApiError(reply.status, reply.body),
      };
    },

    /** GET /api/orders-desk/payments/{id}/status: where a Zip in store balance payment stands (ADR 093). */
    deskPaymentStatus(paymentId: string): Promise<DeskPaymentWait> {
      return getJson(
        `/api/orders-desk/payments/${encodeURIComponent(paymentId)}/status`,
        deskPaymentWaitSchema,
      );
    },

    /**
     * POST /api/orders-desk/payments/{id}/cancel: withdraws a Zip in store balance payment at Zip; answers
     * where it then stands (an approval that got there first stays). keepalive: it outlives a page being left.
     */
    deskCancelPayment(paymentId: string): Promise<DeskPaymentWait> {
      return getJson(
        `/api/orders-desk/payments/${encodeURIComponent(paymentId)}/cancel`,
        deskPaymentWaitSchema,
        {
          ...jsonPost({}),
          keepalive: true,
        },
      );
    },
  };
}
