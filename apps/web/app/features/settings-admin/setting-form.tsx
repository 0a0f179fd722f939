import { type BrandId, brandIds, brands } from "@store/domain/brands";
import {
  brandSettingValue,
  type KnownSetting,
  type SettingAdminItem,
  type SettingFormInput,
  type SettingSource,
  settingFormSchema,
} from "@store/domain/settings.schema";
import { useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { staffApi } from "~/lib/staff-api";
import { useAdminError } from "~/lib/use-admin-error";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";

const sourceWords: Record<SettingSource, string> = {
  brand: "this brand's own value",
  every: "the value for every brand",
  default: "the store's default (no value stored)",
};

/** What a flag's or a text's value reads as on the screen. */
function valueWords(setting: Pick<KnownSetting, "kind">, value: string): string {
  if (setting.kind === "flag") return value === "true" ? "On" : "Off";
  return value === "" ? "Empty" : value;
}

/** The brands with a value of their own, which 'every brand' leaves as they are. */
function ownValueBrands(item: SettingAdminItem): string[] {
  return brandIds.filter((id) => item.brands[id] !== undefined).map((id) => brands[id].name);
}

/** Tells the page a setting was saved, so it reads every brand's values again. */
export type OnSettingSaved = () => void;

/**
 * One setting of the settings screen (ADR 086): its label, one-line description and this brand's
 * current value, a switch (flags) or a field (text), the 'for every brand' choice and its own Save.
 * Checked by the domain's schema before it is sent (ADR 024); the server's 400 shows by the field.
 */
export function SettingForm({
  setting,
  item,
  brand,
  onSaved,
}: {
  setting: Omit<KnownSetting, "group">;
  item: SettingAdminItem;
  brand: BrandId;
  onSaved: OnSettingSaved;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const adminError = useAdminError();
  const current = brandSettingValue(item, brand);
  const form = useZodForm(settingFormSchema(setting.name), {
    defaultValues: { value: current.value, everyBrand: false } satisfies SettingFormInput,
  });
  const [saved, setSaved] = useState("");
  const { errors, isSubmitting } = form.formState;
  const others = ownValueBrands(item);
  const brandName = brands[brand].name;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const describedBy = `${id}-description ${id}-current ${errorId}`;

  const submit = form.handleSubmit(async (values) => {
    setSaved("");
    try {
      const answer = await staffApi(api).putSetting(setting.name, {
        value: values.value,
        brand: values.everyBrand ? null : brand,
      });
      form.reset({ value: answer.value, everyBrand: values.everyBrand });
      const where = values.everyBrand ? "every brand" : brandName;
      const message = `Saved: ${setting.label} is ${valueWords(setting, answer.value)} for ${where}.`;
      setSaved(message);
      onSaved();
    } catch (error) {
      showServerErrors(form, adminError(error), ["value"], "value");
      form.setFocus("value");
    }
  });

  return (
    <form
      className="settings-admin__setting"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-label`}
      aria-busy={isSubmitting || undefined}
    >
      <div className="settings-admin__head">
        {setting.kind === "flag" ? (
          <Controller
            control={form.control}
            name="value"
            render={({ field }) => (
              <label className="settings-admin__switch" id={`${id}-label`}>
                <input
                  type="checkbox"
                  role="switch"
                  id={valueId}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === "true"}
                  aria-checked={field.value === "true"}
                  onChange={(event) => field.onChange(event.target.checked ? "true" : "false")}
                  onBlur={field.onBlur}
                  aria-describedby={describedBy}
                  aria-invalid={errors.value ? true : undefined}
                />
                <span className="settings-admin__track" aria-hidden="true" />
                <span className="settings-admin__label">{setting.label}</span>
              </label>
            )}
          />
        ) : (
          <label className="settings-admin__label" id={`${id}-label`} htmlFor={valueId}>
            {setting.label}
          </label>
        )}
        {setting.label === setting.name ? null : <code className="settings-admin__name">{setting.name}</code>}
      </div>
      <p className="settings-admin__description" id={`${id}-description`}>
        {setting.description}
      </p>
      {setting.kind === "flag" ? null : (
        <input
          id={valueId}
          className="form-field__input settings-admin__input"
          type={setting.kind === "email" ? "email" : setting.kind === "phone" ? "tel" : "text"}
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          aria-describedby={describedBy}
          aria-invalid={errors.value ? true : undefined}
          {...form.register("value")}
        />
      )}
      <p className="settings-admin__current" id={`${id}-current`}>
        Now for {brandName}: <strong>{valueWords(setting, current.value)}</strong>,{" "}
        {sourceWords[current.source]}.
      </p>
      <p className="settings-admin__error" id={errorId} aria-live="polite">
        {errors.value?.message ?? ""}
      </p>
      <div className="settings-admin__actions">
        <div className="settings-admin__every">
          <label>
            <input
              type="checkbox"
              aria-describedby={others.length > 0 ? `${id}-others` : undefined}
              {...form.register("everyBrand")}
            />{" "}
            For every brand
          </label>
          {others.length > 0 ? (
            <p className="settings-admin__meta" id={`${id}-others`}>
              {others.length === brandIds.length
                ? "Every brand has its own value, which it keeps."
                : `Brands with their own value keep it: ${others.join(", ")}.`}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save"}
          <span className="visually-hidden"> {setting.label}</span>
        </Button>
      </div>
      <p className="settings-admin__saved" role="status">
        {saved}
      </p>
    </form>
  );
}
