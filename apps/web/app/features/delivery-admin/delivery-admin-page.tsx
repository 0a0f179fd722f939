import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { CapacitySection } from "./capacity-section";
import { ChangeList } from "./change-list";
import { DaysSection } from "./days-section";
import type { DeliveryAdminData } from "./delivery-admin-data";
import { ServiceSection } from "./service-section";
import { ZoneSection } from "./zone-section";
import "./delivery-admin.css";

const sections = [
  ["zones", "Zones"],
  ["days", "Closed and open days"],
  ["capacity", "Capacity"],
  ["services", "Delivery services"],
  ["changes", "Recent changes"],
] as const;

/**
 * The delivery settings screen (ADR 033), for staff and admins: zones, closed and opened days,
 * capacity per day, services and the record of changes. Every change is saved at once, said in the
 * status line, and the settings are loaded again so the page shows what the checkout now uses.
 */
export function DeliveryAdminPage({ data }: { data: DeliveryAdminData }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");
  const onSaved = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  return (
    <section className="delivery-admin page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Delivery settings</h1>
      <p className="delivery-admin__lead">
        What the checkout calendar offers, zone by zone. Changes apply to the next calendar a shopper opens
        and are recorded with your name.
      </p>
      <nav className="delivery-admin__nav" aria-label="Delivery settings">
        <ul>
          {sections.map(([anchor, title]) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="delivery-admin__notice" role="status">
        {notice}
      </p>
      <ZoneSection zones={data.zones} onSaved={onSaved} />
      <DaysSection zones={data.zones} days={data.days} zoneId={data.capacity.zoneId} onSaved={onSaved} />
      <CapacitySection
        zones={data.zones}
        capacity={data.capacity}
        region={data.days.region}
        onSaved={onSaved}
      />
      <ServiceSection services={data.services} onSaved={onSaved} />
      <ChangeList changes={data.changes} />
    </section>
  );
}

/** What a signed-in customer sees at the staff address: whose page it is and where to go. */
export function StaffOnlyPage() {
  const id = useId();
  return (
    <section className="delivery-admin page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Delivery settings are for staff</h1>
      <p className="delivery-admin__lead">
        Your account cannot change the store's delivery settings.{" "}
        <Link to="/account">Go to your account</Link>
      </p>
    </section>
  );
}
