import { adminDayLabel, holidayRegionName } from "@store/domain/delivery-admin";
import { type AdminZone, capacityFormSchema, type ZoneCapacity } from "@store/domain/delivery-admin.schema";
import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { staffApi } from "~/lib/staff-api";
import { FormButtons } from "./admin-controls";
import type { OnSaved } from "./delivery-admin-data";
import { useSettingsForm } from "./use-settings-form";

/**
 * Capacity per day (ADR 033) of one zone: four weeks from its today, each day's deliveries (the zone's
 * per-day number unless set for the day), how many orders took one, and a form that sets a day's.
 */
export function CapacitySection({
  zones,
  capacity,
  region,
  onSaved,
}: {
  zones: AdminZone[];
  capacity: ZoneCapacity;
  /** The region the days section shows, kept when another zone is chosen. */
  region: string;
  onSaved: OnSaved;
}) {
  const id = useId();
  const served = zones.filter((z) => z.kind !== "not_served");
  return (
    <section className="delivery-admin__section" id="capacity" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Capacity</h2>
      <p className="delivery-admin__lead">
        How many deliveries a zone takes in a day. A day whose deliveries are all booked leaves the checkout
        calendar; 0 closes it.
      </p>
      <Form method="get" className="delivery-admin__filter" preventScrollReset>
        <label htmlFor={`${id}-zone`}>Zone</label>
        <select id={`${id}-zone`} name="zone" defaultValue={String(capacity.zoneId)} key={capacity.zoneId}>
          {[...new Set(served.map((z) => z.holidayRegion))].map((code) => (
            <optgroup key={code} label={holidayRegionName(code)}>
              {served
                .filter((z) => z.holidayRegion === code)
                .map((z) => (
                  <option key={z.id} value={String(z.id)}>
                    {z.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <input type="hidden" name="region" value={region} />
        <Button type="submit" variant="secondary">
          Show capacity
        </Button>
      </Form>
      <div className="delivery-admin__columns">
        <div className="delivery-admin__table-wrap">
          <table className="delivery-admin__table">
            <caption>
              {capacity.zoneName}: {capacity.slotsPerDay} deliveries a day unless set
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Booked</th>
                <th scope="col">Deliveries</th>
                <th scope="col">Left</th>
              </tr>
            </thead>
            <tbody>
              {capacity.days.map((d) => (
                <tr key={d.day} className={d.custom ? "delivery-admin__custom" : undefined}>
                  <th scope="row">{adminDayLabel(d.day)}</th>
                  <td>{d.taken}</td>
                  <td>
                    {d.slots}
                    {d.custom ? <span className="delivery-admin__meta">set for the day</span> : null}
                  </td>
                  <td>{Math.max(0, d.slots - d.taken)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CapacityForm capacity={capacity} onSaved={onSaved} />
      </div>
    </section>
  );
}

/** PUT /api/delivery/admin/capacity/:zoneId/:day: a day's deliveries for the zone shown. */
function CapacityForm({ capacity, onSaved }: { capacity: ZoneCapacity; onSaved: OnSaved }) {
  const { id, api, form, refuse } = useSettingsForm(capacityFormSchema, {
    values: { day: capacity.today, slots: String(capacity.slotsPerDay) },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ day, slots }) => {
    try {
      const set = await staffApi(api).setZoneCapacity(capacity.zoneId, day, slots);
      onSaved(
        `${capacity.zoneName} takes ${set.slots} deliveries on ${adminDayLabel(set.day)} (${set.taken} booked).`,
      );
    } catch (error) {
      refuse(error, ["day", "slots"], "slots");
    }
  });

  return (
    <form
      className="delivery-admin__form delivery-admin__panel"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Set a day's deliveries for {capacity.zoneName}</h3>
      <FormField
        id={`${id}-day`}
        label="Day"
        type="date"
        min={capacity.today}
        error={errors.day?.message}
        {...form.register("day")}
      />
      <FormField
        id={`${id}-slots`}
        label="Deliveries"
        hint="At least the number already booked; 0 closes the day"
        inputMode="numeric"
        error={errors.slots?.message}
        {...form.register("slots")}
      />
      <FormButtons label="Save deliveries" busy={isSubmitting} />
    </form>
  );
}
