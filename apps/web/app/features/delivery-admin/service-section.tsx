import { adminMoneyLabel } from "@store/domain/delivery-admin";
import {
  type AdminService,
  type AdminServices,
  dollarsText,
  type ServiceCategory,
  servedZoneKinds,
  serviceFormSchema,
} from "@store/domain/delivery-admin.schema";
import { useId, useState } from "react";
import { FormField } from "~/components/ui/form-field";
import { staffApi } from "~/lib/staff-api";
import { EditButton, EditDialog, FormButtons } from "./admin-controls";
import type { OnSaved } from "./delivery-admin-data";
import { useSettingsForm } from "./use-settings-form";

const optionLabels: Record<AdminService["option"], string> = {
  ConnectRemove: "Connect and remove",
  InstallationContact: "Installation contact",
  UniqueRequirements: "Unique requirements",
};
const kindLabels: Record<(typeof servedZoneKinds)[number], string> = {
  metro: "Metro",
  regional: "Regional",
  remote: "Remote",
};

function categoryNames(ids: readonly number[], categories: readonly ServiceCategory[]): string {
  if (ids.length === 0) return "Any product";
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  return ids.map((id) => titles.get(id) ?? `#${id}`).join(", ");
}

/**
 * The delivery services (ADR 033): price, whether only staff may add it (hidden), the kinds of zone
 * it is offered in and the categories it is limited to, each with an Edit button.
 */
export function ServiceSection({ services, onSaved }: { services: AdminServices; onSaved: OnSaved }) {
  const id = useId();
  const [editing, setEditing] = useState<AdminService | null>(null);
  return (
    <section className="delivery-admin__section" id="services" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delivery services</h2>
      <p className="delivery-admin__lead">
        Services checkout offers beside the date. Each shows when its checkout option is on, in the kinds of
        zone it names and, when it names categories, for orders with a product in one.
      </p>
      <div className="delivery-admin__table-wrap">
        <table className="delivery-admin__table delivery-admin__table--stack">
          <caption className="visually-hidden">Delivery services</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Price</th>
              <th scope="col">Shown to</th>
              <th scope="col">Zones</th>
              <th scope="col">Products</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {services.services.map((service) => (
              <tr key={service.id}>
                <th scope="row" data-label="Service">
                  {service.name}
                  <span className="delivery-admin__meta">
                    {service.sku} · {optionLabels[service.option]}
                  </span>
                </th>
                <td data-label="Price">{adminMoneyLabel(service.price)}</td>
                <td data-label="Shown to">{service.hidden ? "Staff only (hidden)" : "Everyone"}</td>
                <td data-label="Zones">{service.zoneKinds.map((k) => kindLabels[k]).join(", ")}</td>
                <td data-label="Products">{categoryNames(service.categoryIds, services.categories)}</td>
                <td className="delivery-admin__actions">
                  <EditButton name={service.name} onClick={() => setEditing(service)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EditDialog item={editing} onClose={() => setEditing(null)} onSaved={onSaved}>
        {(service, done) => <ServiceForm service={service} categories={services.categories} {...done} />}
      </EditDialog>
    </section>
  );
}

/** One service (PATCH /api/delivery/admin/services/:id): price in dollars, hidden, zones, categories. */
export function ServiceForm({
  service,
  categories,
  onSaved,
  onCancel,
}: {
  service: AdminService;
  categories: ServiceCategory[];
  onSaved: OnSaved;
  onCancel: () => void;
}) {
  const { id, api, form, refuse } = useSettingsForm(serviceFormSchema, {
    defaultValues: {
      price: dollarsText(service.price),
      hidden: service.hidden,
      zoneKinds: [...service.zoneKinds],
      categoryIds: service.categoryIds.map(String),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const tops = categories.filter((c) => c.parentId === null);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await staffApi(api).updateDeliveryService(service.id, values);
      onSaved(`Saved ${saved.name}.`);
    } catch (error) {
      refuse(error, ["price", "hidden", "zoneKinds", "categoryIds"], "price");
    }
  });

  return (
    <form
      className="delivery-admin__form"
      onSubmit={submit}
      noValidate
      aria-label={`${service.name} settings`}
    >
      <FormField
        id={`${id}-price`}
        label="Price ($)"
        hint="0 for free"
        inputMode="decimal"
        data-autofocus
        error={errors.price?.message}
        {...form.register("price")}
      />
      <label className="delivery-admin__choice delivery-admin__choice--block">
        <input type="checkbox" {...form.register("hidden")} /> Hidden: only staff assigning Winning Services
        delivery may add it
      </label>
      <fieldset
        className="delivery-admin__choices"
        aria-describedby={`${id}-zones-error`}
        aria-invalid={errors.zoneKinds ? true : undefined}
      >
        <legend>Offered in</legend>
        {servedZoneKinds.map((kind) => (
          <label key={kind} className="delivery-admin__choice">
            <input type="checkbox" value={kind} {...form.register("zoneKinds")} /> {kindLabels[kind]} zones
          </label>
        ))}
        <p id={`${id}-zones-error`} className="form-field__error" aria-live="polite">
          {errors.zoneKinds?.message ?? ""}
        </p>
      </fieldset>
      <fieldset
        className="delivery-admin__choices delivery-admin__categories"
        aria-describedby={`${id}-categories-hint ${id}-categories-error`}
      >
        <legend>Only for products in</legend>
        <p id={`${id}-categories-hint`} className="form-field__hint">
          None ticked: any product. A top-level category covers everything under it.
        </p>
        {tops.map((top) => (
          <div key={top.id} className="delivery-admin__category-group">
            <label className="delivery-admin__choice delivery-admin__choice--top">
              <input type="checkbox" value={String(top.id)} {...form.register("categoryIds")} /> {top.title}
            </label>
            {categories
              .filter((c) => c.parentId === top.id)
              .map((leaf) => (
                <label key={leaf.id} className="delivery-admin__choice">
                  <input type="checkbox" value={String(leaf.id)} {...form.register("categoryIds")} />{" "}
                  {leaf.title}
                </label>
              ))}
          </div>
        ))}
        <p id={`${id}-categories-error`} className="form-field__error" aria-live="polite">
          {errors.categoryIds?.message ?? ""}
        </p>
      </fieldset>
      <FormButtons label="Save service" busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
