import type { OpenTime } from "@store/domain/store-hours";
import { twelveHourTime } from "@store/domain/text";
import "./opening-hours-table.css";

const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A store's week, Monday first, in 12-hour time, with today marked (aria-current="date"). */
export function OpeningHoursTable({
  openTimes,
  todayIndex,
  isAppointmentOnly,
}: {
  /** Monday-indexed; null is a closed day. */
  openTimes: readonly (OpenTime | null)[];
  /** Monday-indexed weekday of today in the store's time zone. */
  todayIndex: number;
  isAppointmentOnly: boolean;
}) {
  return (
    <table className="opening-hours-table">
      <caption>{isAppointmentOnly ? "Appointment hours" : "Opening hours"}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">{isAppointmentOnly ? "Appointments" : "Hours"}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day, index) => {
          const hours = openTimes[index] ?? null;
          const today = index === todayIndex;
          return (
            <tr
              key={day}
              className={today ? "is-today" : undefined}
              aria-current={today ? "date" : undefined}
            >
              <th scope="row">
                {day}
                {today ? <span className="opening-hours-table__today">Today</span> : null}
              </th>
              <td>
                {hours ? `${twelveHourTime(hours.openTime)} – ${twelveHourTime(hours.closeTime)}` : "Closed"}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
