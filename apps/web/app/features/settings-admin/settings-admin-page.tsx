import {
  type KnownSetting,
  knownSetting,
  type SettingsAdmin,
  settingGroups,
} from "@store/domain/settings.schema";
import { useId } from "react";
import { Link, useRevalidator } from "react-router";
import { useBrand } from "~/lib/brand-context";
import { SettingForm } from "./setting-form";
import "./settings-admin.css";

/** A setting the store does not describe (stored by hand): shown as text under 'Other'. */
function otherSetting(name: string): Omit<KnownSetting, "group"> {
  return {
    name,
    label: name,
    description: "A stored setting the store does not describe; it is saved as text.",
    kind: "text",
    fallback: "",
  };
}

const anchorOf = (group: string) => group.toLowerCase().replaceAll(" ", "-");

/**
 * The settings screen (ADR 086), for admins: every setting the store reads, grouped, with this brand's
 * value and where it comes from; each is saved on its own, for this brand or for every brand, and the
 * values are read again so the screen shows what the store now uses.
 */
export function SettingsAdminPage({ settings }: { settings: SettingsAdmin }) {
  const id = useId();
  const brand = useBrand();
  const revalidator = useRevalidator();
  const onSaved = () => void revalidator.revalidate();
  const groups = [
    ...settingGroups.map((group) => ({
      title: group as string,
      rows: settings.items.flatMap((item) => {
        const setting = knownSetting(item.name);
        return setting?.group === group ? [{ item, setting }] : [];
      }),
    })),
    {
      title: "Other",
      rows: settings.items
        .filter((item) => !knownSetting(item.name))
        .map((item) => ({ item, setting: otherSetting(item.name) })),
    },
  ].filter((g) => g.rows.length > 0);

  return (
    <section className="settings-admin page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Store settings</h1>
      <p className="settings-admin__lead">
        What {brand.name} shows and offers. Each setting is saved on its own, for {brand.name} or for every
        brand; pages show the change within half a minute. To change another brand, open this page on its
        address.
      </p>
      <nav className="settings-admin__nav" aria-label="Setting groups">
        <ul>
          {groups.map((group) => (
            <li key={group.title}>
              <a href={`#${anchorOf(group.title)}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.title}
          className="settings-admin__group"
          id={anchorOf(group.title)}
          aria-labelledby={`${id}-${anchorOf(group.title)}`}
        >
          <h2 id={`${id}-${anchorOf(group.title)}`}>{group.title}</h2>
          <ul className="settings-admin__list">
            {group.rows.map(({ item, setting }) => (
              <li key={item.name}>
                <SettingForm setting={setting} item={item} brand={brand.id} onSaved={onSaved} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** What staff without the admin role and customers see at the settings address: whose page it is. */
export function SettingsAdminOnly() {
  const id = useId();
  return (
    <section className="settings-admin page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Store settings are for admins</h1>
      <p className="settings-admin__lead">
        Your account cannot change the store's settings. <Link to="/account">Go to your account</Link>
      </p>
    </section>
  );
}
