import { fallbackDeliveryDate } from "@store/domain/delivery-calendar";
import { describe, expect, it } from "vitest";
import { createTimedStorage } from "~/lib/timed-storage";
import { testAvailability, testCartId, testDays } from "./checkout-test-kit";
import {
  allSupplierDatesChosen,
  deliveryReducer,
  initialDeliveryState,
  storedLookupFor,
  storeLookup,
} from "./use-delivery-availability";

const now = new Date("2026-11-24T01:00:00Z");
const loaded = (result = testAvailability(), proforma = false, unavailableMessage: string | null = null) =>
  deliveryReducer(
    { ...initialDeliveryState, status: "loading" },
    {
      type: "loaded",
      result: { ...result, cartId: testCartId },
      proforma,
      now,
      unavailableMessage,
      preferredDate: null,
    },
  );

describe("deliveryReducer (checkout s.4 Delivery lookup)", () => {
  it("resets on a lookup and clears services when the address changed", () => {
    const state = { ...initialDeliveryState, services: ["A"], error: "old" };
    expect(deliveryReducer(state, { type: "lookup", addressKey: "k", clearServices: true })).toMatchObject({
      status: "loading",
      availability: null,
      error: null,
      services: [],
    });
  });

  it("shows the calendar when a date is available, with the services the answer preselects", () => {
    const state = loaded(
      testAvailability({
        deliveryServices: [{ sku: "S", name: "s", description: "", price: 1, selected: true, hidden: false }],
      }),
    );
    expect(state.status).toBe("ready");
    expect(state.services).toEqual(["S"]);
    expect(state.selectedDate).toBeNull();
  });

  it("falls back to today + 21 days when there are no dates at all", () => {
    const state = loaded(testAvailability({ availability: [] }), false, "Please call us");
    expect(state.status).toBe("unavailable");
    expect(state.error).toBe("Please call us");
    expect(state.selectedDate).toEqual(fallbackDeliveryDate(now));
  });

  it("marks an unavailable answer with its message", () => {
    expect(loaded(testAvailability({ unavailable: true, message: "Not here" }))).toMatchObject({
      status: "unavailable",
      error: "Not here",
    });
  });

  it("keeps proforma dates only from the first free available day", () => {
    const days = testDays().map((d, i) => ({ ...d, price: i < 10 ? 5000 : 0 }));
    const state = loaded(testAvailability({ availability: days }), true);
    const open = state.availability?.availability.filter((d) => d.available) ?? [];
    expect(open.every((d) => d.price === 0)).toBe(true);
  });

  it("prices the chosen day, ignores closed days, and clears on completion", () => {
    const ready = loaded();
    const [closed, , open] = ready.availability?.availability ?? [];
    if (!closed || !open) throw new Error("no days");
    expect(deliveryReducer(ready, { type: "select-date", day: closed })).toBe(ready);
    const chosen = deliveryReducer(ready, { type: "select-date", day: { ...open, price: 700 } });
    expect(chosen.selectedShippingCost).toBe(700);
    const done = deliveryReducer(
      { ...chosen, services: ["S"], supplierDates: { x: { date: open.date, price: 0 } } },
      { type: "completed", now },
    );
    expect(done).toMatchObject({ services: [], supplierDates: {} });
    expect(done.selectedDate).toEqual({ year: 2026, month: 11, day: now.getDate() });
  });

  it("needs a date from every supplier", () => {
    const state = loaded(
      testAvailability({
        supplierAvailability: {
          acme: { supplier: "Acme", dates: testDays(), message: "Acme delivers the fridge" },
        },
      }),
    );
    expect(allSupplierDatesChosen(state)).toBe(false);
    const day = testDays()[3];
    if (!day) throw new Error("no day");
    expect(
      allSupplierDatesChosen(deliveryReducer(state, { type: "select-supplier-date", supplier: "acme", day })),
    ).toBe(true);
  });
});

describe("the kept lookup (checkout s.7 checkout-availability)", () => {
  const asked = {
    addressKey: "bondi beach|nsw|2026",
    cartId: testCartId,
    cashAndCarry: false,
    winningDeliveryServiceOverride: false,
  };

  it("is read back only for the same address, cart and options", () => {
    const storage = createTimedStorage(() => localStorage);
    localStorage.clear();
    const result = { ...testAvailability(), cartId: testCartId };
    storeLookup({ ...asked, result }, storage);
    expect(storedLookupFor(asked, storage)).toEqual(result);
    expect(storedLookupFor({ ...asked, addressKey: "manly|nsw|2095" }, storage)).toBeNull();
    expect(storedLookupFor({ ...asked, cartId: "another" }, storage)).toBeNull();
    expect(storedLookupFor({ ...asked, cashAndCarry: true }, storage)).toBeNull();
    // What an older page kept (no cart, no options) is not an answer to show
    storage.set("checkout-availability", { addressKey: asked.addressKey, result }, 60);
    expect(storedLookupFor(asked, storage)).toBeNull();
  });

  it("stays on show while the same address is asked again, then gives way to the answer", () => {
    const restored = deliveryReducer(initialDeliveryState, {
      type: "restored",
      addressKey: asked.addressKey,
      result: { ...testAvailability(), cartId: testCartId },
      proforma: false,
      now,
      unavailableMessage: null,
      preferredDate: { year: 2026, month: 12, day: 2 },
    });
    expect(restored).toMatchObject({ status: "ready", selectedDate: { year: 2026, month: 12, day: 2 } });
    const asking = deliveryReducer(restored, {
      type: "lookup",
      addressKey: asked.addressKey,
      clearServices: false,
      keepShown: true,
    });
    expect(asking).toMatchObject({ status: "ready", refreshing: true });
    expect(asking.availability).toBe(restored.availability);
    // Another address is a new lookup: the calendar resets
    expect(
      deliveryReducer(restored, {
        type: "lookup",
        addressKey: "manly|nsw|2095",
        clearServices: true,
        keepShown: true,
      }),
    ).toMatchObject({ status: "loading", availability: null });
    const answered = deliveryReducer(asking, {
      type: "loaded",
      result: { ...testAvailability(), cartId: testCartId },
      proforma: false,
      now,
      unavailableMessage: null,
      preferredDate: null,
    });
    expect(answered).toMatchObject({ status: "ready", refreshing: false, selectedDate: { day: 2 } });
  });
});
