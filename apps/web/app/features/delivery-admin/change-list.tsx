import { changeTimeLabel } from "@store/domain/delivery-admin";
import type { DeliveryChange } from "@store/domain/delivery-admin.schema";
import { useId } from "react";

const subjectLabels: Record<DeliveryChange["subject"], string> = {
  zone: "Zone",
  override: "Day",
  capacity: "Capacity",
  service: "Service",
};

/** The record of changes (ADR 033): the newest first, each with when (Sydney time), who and what. */
export function ChangeList({ changes }: { changes: DeliveryChange[] }) {
  const id = useId();
  return (
    <section className="delivery-admin__section" id="changes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recent changes</h2>
      {changes.length === 0 ? (
        <p className="delivery-admin__empty">Nothing has been changed yet.</p>
      ) : (
        <ol className="delivery-admin__changes">
          {changes.map((change) => (
            <li key={change.id}>
              <p className="delivery-admin__change-what">
                <span className="delivery-admin__tag">{subjectLabels[change.subject]}</span> {change.summary}
              </p>
              <p className="delivery-admin__meta">
                <time dateTime={change.at}>{changeTimeLabel(change.at)} Sydney time</time> by {change.who}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
