import { checkoutLimits, checkoutMessages, checkoutStorageKeys } from "@store/domain/checkout.schema";
import {
  type DateTuple,
  type DeliveryAvailability,
  type DeliveryDate,
  type DeliveryDay,
  deliveryAvailabilitySchema,
} from "@store/domain/delivery.schema";
import { fallbackDeliveryDate, proformaDays } from "@store/domain/delivery-calendar";
import { useCallback, useReducer, useRef } from "react";
import { z } from "zod";
import type { ApiClient } from "~/lib/api-client";
import { checkoutApi } from "~/lib/checkout-api";
import { type TimedStorage, timedStorage } from "~/lib/timed-storage";

/** The address part an availability lookup needs. */
export interface LookupAddress {
  suburb: string;
  postcode: string;
  state: string;
  address?: string;
}

/** The delivery availability state of checkout s.3, as the page keeps it. */
export interface DeliveryState {
  status: "idle" | "loading" | "ready" | "unavailable";
  /** The dates shown are the last lookup's, kept from the browser storage, while a new lookup runs. */
  refreshing: boolean;
  availability: DeliveryAvailability | null;
  cartId: string | null;
  selectedDate: DeliveryDate | null;
  /** Cents of the chosen day; 0 without one. */
  selectedShippingCost: number;
  /** The chosen day per drop-ship supplier. */
  supplierDates: Record<string, { date: DateTuple; price: number }>;
  /** Chosen delivery service skus. */
  services: string[];
  error: string | null;
  /** Which address the state is for ('' before any lookup). */
  addressKey: string;
}

export const initialDeliveryState: DeliveryState = {
  status: "idle",
  refreshing: false,
  availability: null,
  cartId: null,
  selectedDate: null,
  selectedShippingCost: 0,
  supplierDates: {},
  services: [],
  error: null,
  addressKey: "",
};

export type DeliveryAction =
  | {
      type: "lookup";
      addressKey: string;
      clearServices: boolean;
      /** Keep the dates on show (restored from storage for this address) until the answer comes. */
      keepShown?: boolean;
    }
  | {
      type: "loaded";
      result: DeliveryAvailability & { cartId: string };
      proforma: boolean;
      now: Date;
      unavailableMessage: string | null;
      preferredDate: DeliveryDate | null;
    }
  | {
      type: "restored";
      addressKey: string;
      result: DeliveryAvailability & { cartId: string };
      proforma: boolean;
      now: Date;
      unavailableMessage: string | null;
      preferredDate: DeliveryDate | null;
    }
  | { type: "failed"; message: string }
  | { type: "select-date"; day: DeliveryDay }
  | { type: "select-supplier-date"; supplier: string; day: DeliveryDay }
  | { type: "toggle-service"; sku: string; on: boolean }
  | { type: "completed"; now: Date };

const sameDate = (tuple: DateTuple, date: DeliveryDate | null) =>
  date !== null && tuple[0] === date.year && tuple[1] === date.month && tuple[2] === date.day;

export const dateOfTuple = (tuple: DateTuple): DeliveryDate => ({
  year: tuple[0],
  month: tuple[1],
  day: tuple[2],
});

/** The rules of checkout s.4 "Delivery lookup", as one reducer. */
export function deliveryReducer(state: DeliveryState, action: DeliveryAction): DeliveryState {
  switch (action.type) {
    case "lookup":
      // The restored answer for the same address stays on show while it is asked again
      if (action.keepShown && state.availability && state.addressKey === action.addressKey)
        return { ...state, refreshing: true };
      // A lookup resets the calendar: loading, no dates, not unavailable
      return {
        ...state,
        status: "loading",
        refreshing: false,
        availability: null,
        error: null,
        addressKey: action.addressKey,
        services: action.clearServices ? [] : state.services,
      };
    case "loaded": {
      // The answer replaces what was on show, the restored dates included
      const base = { ...state, refreshing: false };
      const { result } = action;
      const days = action.proforma ? proformaDays(result.availability) : result.availability;
      const availability = { ...result, availability: days };
      const anyAvailable = days.some((d) => d.available);
      const offered = new Set(result.deliveryServices.map((s) => s.sku));
      const services = [
        ...new Set([
          ...base.services.filter((sku) => offered.has(sku)),
          ...result.deliveryServices.filter((s) => s.selected).map((s) => s.sku),
        ]),
      ];
      const suppliers = Object.keys(result.supplierAvailability);
      const supplierDates = Object.fromEntries(
        Object.entries(base.supplierDates).filter(([supplier]) => suppliers.includes(supplier)),
      );
      if (result.unavailable)
        return {
          ...base,
          status: "unavailable",
          availability,
          cartId: result.cartId,
          selectedDate: null,
          selectedShippingCost: 0,
          supplierDates,
          services,
          error: result.message ?? action.unavailableMessage ?? checkoutMessages.deliveryServicesUnavailable,
        };
      if (days.length === 0 || !anyAvailable) {
        // With no dates at all the date falls back to today + 21 days (checkout s.4)
        return {
          ...base,
          status: suppliers.length > 0 ? "ready" : "unavailable",
          availability,
          cartId: result.cartId,
          selectedDate: days.length === 0 ? fallbackDeliveryDate(action.now) : null,
          selectedShippingCost: 0,
          supplierDates,
          services,
          error: suppliers.length > 0 ? null : action.unavailableMessage,
        };
      }
      const wanted = base.selectedDate ?? action.preferredDate;
      const kept = days.find((d) => d.available && sameDate(d.date, wanted));
      return {
        ...base,
        status: "ready",
        availability,
        cartId: result.cartId,
        selectedDate: kept ? dateOfTuple(kept.date) : null,
        selectedShippingCost: kept ? kept.price : 0,
        supplierDates,
        services,
        error: null,
      };
    }
    case "restored":
      // The last lookup's answer for this address, read back from the browser storage (checkout s.7)
      return { ...deliveryReducer(state, { ...action, type: "loaded" }), addressKey: action.addressKey };
    case "failed":
      return {
        ...state,
        status: "unavailable",
        refreshing: false,
        availability: null,
        selectedDate: null,
        selectedShippingCost: 0,
        error: action.message,
      };
    case "select-date":
      if (!action.day.available) return state;
      return { ...state, selectedDate: dateOfTuple(action.day.date), selectedShippingCost: action.day.price };
    case "select-supplier-date":
      if (!action.day.available) return state;
      return {
        ...state,
        supplierDates: {
          ...state.supplierDates,
          [action.supplier]: { date: action.day.date, price: action.day.price },
        },
      };
    case "toggle-service":
      return {
        ...state,
        services: action.on
          ? [...new Set([...state.services, action.sku])]
          : state.services.filter((sku) => sku !== action.sku),
      };
    case "completed": {
      // On completion the selected date is today and supplier dates and services are cleared
      const d = action.now;
      return {
        ...state,
        selectedDate: { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() },
        supplierDates: {},
        services: [],
      };
    }
  }
}

/** The key an address's lookup is remembered by. */
export function addressKeyOf(address: LookupAddress): string {
  return [address.suburb, address.state, address.postcode].map((p) => p.trim().toLowerCase()).join("|");
}

const lookupAnswerSchema = deliveryAvailabilitySchema.extend({ cartId: z.string() });

/** What the checkout-availability storage keeps: the last answer and what it was asked for. */
const storedLookupSchema = z.object({
  addressKey: z.string(),
  cartId: z.string().nullable(),
  cashAndCarry: z.boolean(),
  winningDeliveryServiceOverride: z.boolean(),
  result: lookupAnswerSchema,
});
type StoredLookup = z.infer<typeof storedLookupSchema>;

const storageMinutes = checkoutLimits.sessionStorageHours * 60;

/** Keeps a lookup's answer in the checkout-availability storage for the session's 3 hours (checkout s.7). */
export function storeLookup(lookup: StoredLookup, storage: TimedStorage = timedStorage) {
  storage.set(checkoutStorageKeys.availability, lookup, storageMinutes);
}

/**
 * The kept answer when it was asked for this address, cart and options, else null (another address,
 * another cart, or something the storage holds that is not an answer).
 */
export function storedLookupFor(
  asked: Omit<StoredLookup, "result">,
  storage: TimedStorage = timedStorage,
): StoredLookup["result"] | null {
  const parsed = storedLookupSchema.safeParse(storage.get<unknown>(checkoutStorageKeys.availability));
  if (!parsed.success) return null;
  const kept = parsed.data;
  const same =
    kept.addressKey === asked.addressKey &&
    kept.cartId === asked.cartId &&
    kept.cashAndCarry === asked.cashAndCarry &&
    kept.winningDeliveryServiceOverride === asked.winningDeliveryServiceOverride;
  return same ? kept.result : null;
}

/** Whether every supplier that delivers part of the order has a chosen date. */
export function allSupplierDatesChosen(state: DeliveryState): boolean {
  const suppliers = Object.keys(state.availability?.supplierAvailability ?? {});
  return suppliers.every((supplier) => state.supplierDates[supplier] !== undefined);
}

/**
 * The delivery lookup of checkout s.4 over POST /api/checkout/avail: the newest lookup wins, a failed
 * one marks delivery unavailable with the address-lookup message. The answer is kept in the
 * checkout-availability storage for the session's 3 hours; a lookup asked to `restore` shows the kept
 * answer for the same address at once and asks again behind it.
 */
export function useDeliveryAvailability(options: {
  api: ApiClient;
  proforma: boolean;
  /** The message when no date is available (the home-care variant words one), else null. */
  unavailableMessage: string | null;
  /** The date to choose again when it is still available (a saved session's). */
  preferredDate: () => DeliveryDate | null;
}) {
  const [state, dispatch] = useReducer(deliveryReducer, initialDeliveryState);
  const latest = useRef<AbortController | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const servicesRef = useRef(state.services);
  servicesRef.current = state.services;

  const lookup = useCallback(
    async (
      address: LookupAddress,
      flags: {
        cashAndCarry: boolean;
        winningDeliveryServiceOverride: boolean;
        subdivision: string | null;
        /** Cash and carry's store, whose stock the lookup checks (ADR 037). */
        storeUri?: string | null;
        /** An address change clears the chosen services (checkout s.4). */
        clearServices: boolean;
        cartId?: string;
        /** Show the kept answer for this address first (a reload), then refresh it. */
        restore?: boolean;
      },
    ) => {
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      const addressKey = addressKeyOf(address);
      const asked = {
        addressKey,
        cartId: flags.cartId ?? null,
        cashAndCarry: flags.cashAndCarry,
        winningDeliveryServiceOverride: flags.winningDeliveryServiceOverride,
      };
      const { api, proforma, unavailableMessage, preferredDate } = optionsRef.current;
      const kept = flags.restore ? storedLookupFor(asked) : null;
      if (kept)
        dispatch({
          type: "restored",
          addressKey,
          result: kept,
          proforma,
          now: new Date(),
          unavailableMessage,
          preferredDate: preferredDate(),
        });
      dispatch({ type: "lookup", addressKey, clearServices: flags.clearServices, keepShown: kept !== null });
      try {
        const result = await checkoutApi(api).getDeliveryAvailability(
          {
            cartId: flags.cartId,
            deliveryAddress: {
              suburb: address.suburb,
              postcode: address.postcode,
              state: address.state,
              address: address.address || null,
            },
            deliveryServices: flags.clearServices ? [] : servicesRef.current,
            winningDeliveryServiceOverride: flags.winningDeliveryServiceOverride,
            cashAndCarry: flags.cashAndCarry,
            subdivision: flags.subdivision,
            storeUri: flags.storeUri ?? null,
          },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        storeLookup({ ...asked, result });
        dispatch({
          type: "loaded",
          result,
          proforma,
          now: new Date(),
          unavailableMessage,
          preferredDate: preferredDate(),
        });
      } catch {
        if (controller.signal.aborted) return;
        // Nothing stale is shown again after a reload
        timedStorage.remove(checkoutStorageKeys.availability);
        dispatch({ type: "failed", message: checkoutMessages.addressLookup });
      }
    },
    [],
  );

  return { state, dispatch, lookup };
}
