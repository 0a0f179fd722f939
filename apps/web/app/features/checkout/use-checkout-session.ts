import {
  checkoutLimits,
  checkoutStorageKeys,
  type SavedOrderPreferences,
  savedOrderPreferencesSchema,
} from "@store/domain/checkout.schema";
import { useCallback, useMemo } from "react";
import { type TimedStorage, timedStorage } from "~/lib/timed-storage";

const sessionMinutes = checkoutLimits.sessionStorageHours * 60;

/** The saved order preferences (checkout s.3) in the checkout-session storage, or null. */
export function readCheckoutSession(storage: TimedStorage = timedStorage): SavedOrderPreferences | null {
  const raw = storage.get<unknown>(checkoutStorageKeys.session);
  if (raw === null) return null;
  const parsed = savedOrderPreferencesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The checkout session (checkout s.3 "Saved order preferences"): what the shopper typed survives a
 * reload or a payment return for 3 hours; a completed order clears it. Never the card.
 */
export function useCheckoutSession(storage: TimedStorage = timedStorage) {
  const save = useCallback(
    (preferences: SavedOrderPreferences) => {
      storage.set(checkoutStorageKeys.session, preferences, sessionMinutes);
    },
    [storage],
  );
  const clear = useCallback(() => {
    storage.remove(checkoutStorageKeys.session);
    storage.remove(checkoutStorageKeys.availability);
  }, [storage]);
  return useMemo(() => ({ read: () => readCheckoutSession(storage), save, clear }), [storage, save, clear]);
}

/** The preferences to save from the form as it stands. */
export function preferencesFrom(input: {
  email: string;
  newsletter: boolean;
  phone: string;
  deliveryAddress: Record<string, string>;
  billingSame: boolean;
  billingAddress: Record<string, string>;
  selectedDate: string | null;
  paymentMethod: SavedOrderPreferences["paymentMethod"];
  now: number;
}): SavedOrderPreferences {
  return {
    guestEmail: input.email ? { value: input.email, validUntil: input.now + sessionMinutes * 60_000 } : null,
    newsletter: input.newsletter,
    phone: input.phone,
    deliveryAddress: input.deliveryAddress,
    billingSameAsShipping: input.billingSame,
    billingAddress: input.billingSame ? null : input.billingAddress,
    selectedDate: input.selectedDate,
    paymentMethod: input.paymentMethod,
  };
}
