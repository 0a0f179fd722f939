import { adminDayLabel, holidayRegionName } from "@store/domain/delivery-admin";
import { type AdminZone, overrideAddSchema, type RegionDays } from "@store/domain/delivery-admin.schema";
import { useId, useMemo, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { staffApi } from "~/lib/staff-api";
import { useAdminError } from "~/lib/use-admin-error";
import { FormButtons } from "./admin-controls";
import { type OnSaved, regionsOf } from "./delivery-admin-data";
import { useSettingsForm } from "./use-settings-form";

/**
 * Closed and opened days (ADR 033) of one state or region: its public holidays for a year (each with
 * whether the store delivers on it), the days changed by hand with a Remove button, and a form that
 * closes a day (a holiday date-holidays does not know, a blackout) or opens one, for the region or
 * one of its zones.
 */
export function DaysSection({
  zones,
  days,
  zoneId,
  onSaved,
}: {
  zones: AdminZone[];
  days: RegionDays;
  /** The zone the capacity section shows, kept when another region is chosen. */
  zoneId: number;
  onSaved: OnSaved;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const adminError = useAdminError();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | string | null>(null);
  const regionName = holidayRegionName(days.region);
  const reopened = new Map(
    days.overrides.filter((o) => !o.closed && o.zoneId === null).map((o) => [o.day, o] as const),
  );

  async function act(key: number | string, work: () => Promise<string>) {
    setProblem(null);
    setBusy(key);
    try {
      onSaved(await work());
    } catch (error) {
      setProblem(adminError(error).join(" "));
    } finally {
      setBusy(null);
    }
  }

  const remove = (overrideId: number) =>
    act(overrideId, async () => {
      const gone = await staffApi(api).removeDeliveryOverride(overrideId);
      return `Removed the change to ${adminDayLabel(gone.day)}.`;
    });
  const openHoliday = (day: string) =>
    act(day, async () => {
      await staffApi(api).addDeliveryOverride({
        holidayRegion: days.region,
        zoneId: null,
        day,
        closed: false,
        note: "",
      });
      return `${adminDayLabel(day)} is open for delivery in ${regionName}.`;
    });

  return (
    <section className="delivery-admin__section" id="days" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Closed and open days</h2>
      <p className="delivery-admin__lead">
        Public holidays close every zone of their state or region. Close a day the holiday list does not know,
        or a day one zone cannot deliver, or open a holiday to deliver on it.
      </p>
      <Form method="get" className="delivery-admin__filter" preventScrollReset>
        <label htmlFor={`${id}-region`}>State or region</label>
        <select id={`${id}-region`} name="region" defaultValue={days.region} key={days.region}>
          {regionsOf(zones).map((code) => (
            <option key={code} value={code}>
              {holidayRegionName(code)} ({code})
            </option>
          ))}
        </select>
        <input type="hidden" name="zone" value={zoneId} />
        <Button type="submit" variant="secondary">
          Show days
        </Button>
      </Form>
      <p className="delivery-admin__problem" role="alert">
        {problem ?? ""}
      </p>
      <div className="delivery-admin__columns">
        <div>
          <h3>Changed by hand in {regionName}</h3>
          {days.overrides.length === 0 ? (
            <p className="delivery-admin__empty">No day is changed from {adminDayLabel(days.from)} on.</p>
          ) : (
            <ul className="delivery-admin__list">
              {days.overrides.map((o) => (
                <li key={o.id} className="delivery-admin__item">
                  <span>
                    <strong>{adminDayLabel(o.day)}</strong>: {o.closed ? "closed" : "open"}{" "}
                    {o.zoneName ? `for ${o.zoneName}` : `in all of ${regionName}`}
                    {o.note ? <span className="delivery-admin__meta">{o.note}</span> : null}
                  </span>
                  <Button variant="secondary" disabled={busy === o.id} onClick={() => void remove(o.id)}>
                    Remove <span className="visually-hidden">the change to {adminDayLabel(o.day)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3>Public holidays in {regionName}</h3>
          <ul className="delivery-admin__list">
            {days.holidays.map((h) => {
              const open = reopened.get(h.day);
              return (
                <li key={`${h.day}-${h.name}`} className="delivery-admin__item">
                  <span>
                    <strong>{adminDayLabel(h.day)}</strong>: {h.name}
                    <span className="delivery-admin__meta">{open ? "Open for delivery" : "Closed"}</span>
                  </span>
                  {open ? null : (
                    <Button
                      variant="secondary"
                      disabled={busy === h.day}
                      onClick={() => void openHoliday(h.day)}
                    >
                      Open <span className="visually-hidden">{adminDayLabel(h.day)} for delivery</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <OverrideForm
        zones={zones.filter((z) => z.holidayRegion === days.region)}
        region={days.region}
        onSaved={onSaved}
      />
    </section>
  );
}

/** POST /api/delivery/admin/overrides: a day closed or opened for the region or one of its zones. */
function OverrideForm({ zones, region, onSaved }: { zones: AdminZone[]; region: string; onSaved: OnSaved }) {
  const { id, api, form, refuse } = useSettingsForm(overrideAddSchema, {
    values: { holidayRegion: region, zoneId: "", day: "", closed: "true", note: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const regionName = holidayRegionName(region);

  const submit = form.handleSubmit(async (values) => {
    try {
      const added = await staffApi(api).addDeliveryOverride(values);
      form.reset();
      onSaved(
        `${adminDayLabel(added.day)} is ${added.closed ? "closed" : "open"} ${added.zoneName ? `for ${added.zoneName}` : `in ${regionName}`}.`,
      );
    } catch (error) {
      refuse(error, ["day", "zoneId", "closed", "note"], "day");
    }
  });

  return (
    <form
      className="delivery-admin__form delivery-admin__panel"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Close or open a day in {regionName}</h3>
      <input type="hidden" {...form.register("holidayRegion")} />
      <div className="delivery-admin__row">
        <FormField
          id={`${id}-day`}
          label="Day"
          type="date"
          error={errors.day?.message}
          {...form.register("day")}
        />
        <div className="form-field">
          <label htmlFor={`${id}-zone`} className="form-field__label">
            Where
          </label>
          <select
            id={`${id}-zone`}
            className="form-field__input"
            aria-describedby={`${id}-zone-error`}
            aria-invalid={errors.zoneId ? true : undefined}
            {...form.register("zoneId")}
          >
            <option value="">Every zone in {regionName}</option>
            {zones.map((z) => (
              <option key={z.id} value={String(z.id)}>
                {z.name} only
              </option>
            ))}
          </select>
          <p id={`${id}-zone-error`} className="form-field__error" aria-live="polite">
            {errors.zoneId?.message ?? ""}
          </p>
        </div>
      </div>
      <fieldset className="delivery-admin__choices" aria-describedby={`${id}-closed-error`}>
        <legend>Deliveries that day</legend>
        <label className="delivery-admin__choice">
          <input type="radio" value="true" {...form.register("closed")} /> Closed: no deliveries
        </label>
        <label className="delivery-admin__choice">
          <input type="radio" value="false" {...form.register("closed")} /> Open: deliver on a public holiday
        </label>
        <p id={`${id}-closed-error`} className="form-field__error" aria-live="polite">
          {errors.closed?.message ?? ""}
        </p>
      </fieldset>
      <FormField
        id={`${id}-note`}
        label="Note (optional)"
        hint="Why, for the record: 'AFL Grand Final eve'"
        maxLength={120}
        error={errors.note?.message}
        {...form.register("note")}
      />
      <FormButtons label="Save day" busy={isSubmitting} />
    </form>
  );
}
