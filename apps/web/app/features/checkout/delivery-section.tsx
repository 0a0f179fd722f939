import { type Brand, formatMoney } from "@store/domain/brands";
import { isoOf, supplierDayLabel } from "@store/domain/delivery-calendar";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CheckoutFormInput, CheckoutFormOutput } from "./checkout-form";
import { DeliveryCalendar, DeliveryCalendarPlaceholder } from "./delivery-calendar";
import { type DeliveryAction, type DeliveryState, dateOfTuple } from "./use-delivery-availability";

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>;

/**
 * Delivery date and services (checkout s.2, s.4): the 6-week calendar once an address is looked up,
 * each drop-ship supplier's notice and dates ('1st Dec 2026'), the delivery services (paid ones add
 * to the total), and the contact requests the answer asks for.
 */
export function DeliverySection({
  state,
  dispatch,
  form,
  brand,
  cashAndCarry,
}: {
  state: DeliveryState;
  dispatch: (action: DeliveryAction) => void;
  form: CheckoutForm;
  brand: Pick<Brand, "locale" | "currency">;
  cashAndCarry: boolean;
}) {
  const id = useId();
  const availability = state.availability;
  // Cash and carry is collected from the store: no supplier dates, services or delivery contacts (ADR 037)
  const delivered = availability && !cashAndCarry ? availability : null;
  const suppliers = Object.entries(delivered?.supplierAvailability ?? {});
  const services = (delivered?.deliveryServices ?? []).filter((s) => !s.hidden);
  const showCalendar =
    !cashAndCarry &&
    state.status === "ready" &&
    (availability?.availability.some((d) => d.available) ?? false);
  return (
    <section
      className="checkout-section"
      aria-labelledby={`${id}-title`}
      aria-busy={state.status === "loading" || state.refreshing}
    >
      <h2 id={`${id}-title`} className="checkout-section__title">
        {cashAndCarry ? "Pick up in store" : "Delivery date"}
      </h2>
      {state.status === "idle" ? (
        <p className="checkout-note">Choose your suburb above to see the delivery dates.</p>
      ) : null}
      {state.status === "loading" ? (
        cashAndCarry ? (
          <p className="checkout-note" role="status">
            Finding delivery dates…
          </p>
        ) : (
          <DeliveryCalendarPlaceholder />
        )
      ) : null}
      {/* The kept dates stay in place while they are asked again: said, not shown, so nothing moves */}
      <p className="visually-hidden" role="status">
        {state.refreshing ? "Checking the latest delivery dates…" : ""}
      </p>
      {state.error ? (
        <p className="checkout-alert" role="alert">
          {state.error}
        </p>
      ) : null}
      {cashAndCarry && state.status === "ready" ? (
        <p className="checkout-note">The order is collected from the store; no delivery date is needed.</p>
      ) : null}
      {showCalendar && availability ? (
        <DeliveryCalendar
          label="Delivery date"
          days={availability.availability}
          selected={state.selectedDate}
          onSelect={(day) => dispatch({ type: "select-date", day })}
        />
      ) : null}
      {delivered?.supplierErrors.map((message) => (
        <p key={message} className="checkout-alert" role="alert">
          {message}
        </p>
      ))}
      {suppliers.map(([key, supplier]) => {
        const chosen = state.supplierDates[key];
        const open = supplier.dates.filter((d) => d.available);
        const firstOpen = open[0];
        return (
          <div key={key} className="supplier-notice">
            <h3 className="supplier-notice__title">Delivered by {supplier.supplier}</h3>
            <p>{supplier.message}</p>
            {firstOpen ? (
              <p>Earliest delivery: {supplierDayLabel(isoOf(dateOfTuple(firstOpen.date)))}</p>
            ) : null}
            {supplier.dates.length > 0 ? (
              <DeliveryCalendar
                label={`Delivery date for ${supplier.supplier}`}
                days={supplier.dates}
                selected={chosen ? dateOfTuple(chosen.date) : null}
                onSelect={(day) => dispatch({ type: "select-supplier-date", supplier: key, day })}
              />
            ) : null}
            {chosen ? (
              <p className="checkout-note">Chosen: {supplierDayLabel(isoOf(dateOfTuple(chosen.date)))}</p>
            ) : null}
          </div>
        );
      })}
      {services.length > 0 ? (
        <fieldset className="checkout-fieldset checkout-choices">
          <legend className="checkout-fieldset__legend">Delivery services</legend>
          {services.map((service) => (
            <label key={service.sku} className="checkout-choice checkout-choice--service">
              <input
                type="checkbox"
                checked={state.services.includes(service.sku)}
                onChange={(event) =>
                  dispatch({ type: "toggle-service", sku: service.sku, on: event.target.checked })
                }
              />
              <span>
                <span className="checkout-choice__name">{service.name}</span>
                <span className="checkout-choice__price">
                  {service.price > 0 ? formatMoney(service.price, brand) : "Free"}
                </span>
                {service.description ? (
                  <span className="checkout-choice__description">{service.description}</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {delivered?.showInstallationContact ? (
        <label className="checkout-choice">
          <input type="checkbox" {...form.register("requestedInstallationContact")} />
          Please contact me to arrange the installation
        </label>
      ) : null}
      {delivered?.showUniqueDeliveryRequirements ? (
        <label className="checkout-choice">
          <input type="checkbox" {...form.register("requestedDeliveryContact")} />
          My delivery has special requirements: please contact me before delivery
        </label>
      ) : null}
      {delivered?.showNotifyIfAvailableSooner ? (
        <label className="checkout-choice">
          <input type="checkbox" {...form.register("EarlyNotification")} />
          Let me know if an earlier delivery date becomes available
        </label>
      ) : null}
    </section>
  );
}
