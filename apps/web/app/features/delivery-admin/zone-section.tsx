import { adminMoneyLabel, holidayRegionName, runDaysLabel } from "@store/domain/delivery-admin";
import {
  type AdminZone,
  dollarsText,
  weekdayShortNames,
  zoneFormSchema,
} from "@store/domain/delivery-admin.schema";
import { countOf } from "@store/domain/text";
import { useId, useState } from "react";
import { FormField } from "~/components/ui/form-field";
import { staffApi } from "~/lib/staff-api";
import { EditButton, EditDialog, FormButtons } from "./admin-controls";
import { type OnSaved, regionsOf } from "./delivery-admin-data";
import { useSettingsForm } from "./use-settings-form";

const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const kindLabels: Record<AdminZone["kind"], string> = {
  metro: "Metro",
  regional: "Regional",
  remote: "Remote",
  not_served: "Not served",
};

/**
 * The zones (ADR 033): each zone's run days, cut-off, transit days, prices and deliveries per day, one
 * state or region at a time, each with an Edit button that opens its form.
 */
export function ZoneSection({ zones, onSaved }: { zones: AdminZone[]; onSaved: OnSaved }) {
  const id = useId();
  const [region, setRegion] = useState("all");
  const [editing, setEditing] = useState<AdminZone | null>(null);
  const shown = region === "all" ? zones : zones.filter((z) => z.holidayRegion === region);
  return (
    <section className="delivery-admin__section" id="zones" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Zones</h2>
      <p className="delivery-admin__lead">
        A postcode's zone sets the days, cut-off and price of its delivery. Prices are for one delivery;
        orders worth the 'free from' amount deliver free on weekdays, and Saturdays add the surcharge.
      </p>
      <div className="delivery-admin__filter">
        <label htmlFor={`${id}-region`}>Show zones in</label>
        <select id={`${id}-region`} value={region} onChange={(event) => setRegion(event.target.value)}>
          <option value="all">Every state and region</option>
          {regionsOf(zones).map((code) => (
            <option key={code} value={code}>
              {holidayRegionName(code)} ({code})
            </option>
          ))}
        </select>
      </div>
      <div className="delivery-admin__table-wrap">
        <table className="delivery-admin__table delivery-admin__table--stack">
          <caption className="visually-hidden">Delivery zones and their rules</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Runs</th>
              <th scope="col">Cut-off</th>
              <th scope="col">Transit</th>
              <th scope="col">Weekday</th>
              <th scope="col">Saturday</th>
              <th scope="col">Free from</th>
              <th scope="col">Per day</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((zone) => (
              <tr key={zone.id}>
                <th scope="row" data-label="Zone">
                  {zone.name}
                  <span className="delivery-admin__meta">
                    {kindLabels[zone.kind]} · {zone.holidayRegion}
                  </span>
                </th>
                {zone.kind === "not_served" ? (
                  <td colSpan={7} data-label="Rules">
                    {zone.note ?? "Not delivered to"}
                  </td>
                ) : (
                  <>
                    <td data-label="Runs">{runDaysLabel(zone.runDays)}</td>
                    <td data-label="Cut-off">{zone.cutoff}</td>
                    <td data-label="Transit">{countOf(zone.transitDays, "day")}</td>
                    <td data-label="Weekday">{adminMoneyLabel(zone.dayPrice)}</td>
                    <td data-label="Saturday">
                      {zone.saturdaySurcharge > 0
                        ? `+${adminMoneyLabel(zone.saturdaySurcharge)}`
                        : "No extra"}
                    </td>
                    <td data-label="Free from">{adminMoneyLabel(zone.freeOver)}</td>
                    <td data-label="Per day">{zone.slotsPerDay}</td>
                  </>
                )}
                <td className="delivery-admin__actions">
                  {zone.kind === "not_served" ? null : (
                    <EditButton name={zone.name} onClick={() => setEditing(zone)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EditDialog item={editing} onClose={() => setEditing(null)} onSaved={onSaved}>
        {(zone, done) => <ZoneForm zone={zone} {...done} />}
      </EditDialog>
    </section>
  );
}

/** One zone's rules (PATCH /api/delivery/admin/zones/:id): prices typed in dollars. */
export function ZoneForm({
  zone,
  onSaved,
  onCancel,
}: {
  zone: AdminZone;
  onSaved: OnSaved;
  onCancel: () => void;
}) {
  const { id, api, form, refuse } = useSettingsForm(zoneFormSchema, {
    defaultValues: {
      runDays: zone.runDays.map(String),
      cutoff: zone.cutoff,
      transitDays: String(zone.transitDays),
      dayPrice: dollarsText(zone.dayPrice),
      saturdaySurcharge: dollarsText(zone.saturdaySurcharge),
      freeOver: dollarsText(zone.freeOver),
      slotsPerDay: String(zone.slotsPerDay),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await staffApi(api).updateDeliveryZone(zone.id, values);
      onSaved(`Saved ${saved.name}.`);
    } catch (error) {
      refuse(
        error,
        ["runDays", "cutoff", "transitDays", "dayPrice", "saturdaySurcharge", "freeOver", "slotsPerDay"],
        "dayPrice",
      );
    }
  });

  const runDaysError = errors.runDays?.message;
  return (
    <form className="delivery-admin__form" onSubmit={submit} noValidate aria-label={`${zone.name} rules`}>
      <fieldset
        className="delivery-admin__choices"
        aria-describedby={`${id}-days-error`}
        aria-invalid={runDaysError ? true : undefined}
      >
        <legend>Days the trucks run</legend>
        {weekdayShortNames.map((short, i) => (
          <label key={short} className="delivery-admin__choice">
            <input type="checkbox" value={String(i + 1)} {...form.register("runDays")} />
            <span aria-hidden="true">{short}</span>
            <span className="visually-hidden">{weekdayNames[i]}</span>
          </label>
        ))}
        <p id={`${id}-days-error`} className="form-field__error" aria-live="polite">
          {runDaysError ?? ""}
        </p>
      </fieldset>
      <div className="delivery-admin__row">
        <FormField
          id={`${id}-cutoff`}
          label="Order cut-off"
          hint={`Local time in ${zone.timeZone.replace("_", " ")}`}
          type="time"
          error={errors.cutoff?.message}
          {...form.register("cutoff")}
        />
        <FormField
          id={`${id}-transit`}
          label="Transit days"
          hint="From dispatch to the door"
          inputMode="numeric"
          error={errors.transitDays?.message}
          {...form.register("transitDays")}
        />
      </div>
      <div className="delivery-admin__row">
        <FormField
          id={`${id}-price`}
          label="Weekday price ($)"
          hint="0 for free"
          inputMode="decimal"
          data-autofocus
          error={errors.dayPrice?.message}
          {...form.register("dayPrice")}
        />
        <FormField
          id={`${id}-saturday`}
          label="Saturday surcharge ($)"
          hint="Added on Saturdays"
          inputMode="decimal"
          error={errors.saturdaySurcharge?.message}
          {...form.register("saturdaySurcharge")}
        />
      </div>
      <div className="delivery-admin__row">
        <FormField
          id={`${id}-free`}
          label="Free from ($ of goods)"
          hint="Empty: never free"
          inputMode="decimal"
          error={errors.freeOver?.message}
          {...form.register("freeOver")}
        />
        <FormField
          id={`${id}-slots`}
          label="Deliveries per day"
          hint="Unless a day is set under Capacity"
          inputMode="numeric"
          error={errors.slotsPerDay?.message}
          {...form.register("slotsPerDay")}
        />
      </div>
      <FormButtons label="Save zone" busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
