import type { DeliveryDate, DeliveryDay } from "@store/domain/delivery.schema";
import { deliveryPriceLabel } from "@store/domain/delivery-calendar";
import { type KeyboardEvent, useId, useRef } from "react";

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'Tuesday 1 December 2026' for a calendar day (fixed names, so server and browser agree). */
export function spokenDate(day: Pick<DeliveryDay, "date">): string {
  const [y, m, d] = day.date;
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${weekdayNames[weekday]} ${d} ${monthNames[m - 1]} ${y}`;
}

const isSelected = (day: DeliveryDay, selected: DeliveryDate | null) =>
  selected !== null &&
  day.date[0] === selected.year &&
  day.date[1] === selected.month &&
  day.date[2] === selected.day;

/**
 * The delivery calendar (checkout s.2, s.9): 6 weeks of Monday-to-Sunday rows, each day with its price
 * ('FREE' or '$n'). It is a radio group: Tab enters on the chosen (or first available) day, the arrow
 * keys move by day and week over the available days and choose them, and the choice is announced.
 */
export function DeliveryCalendar({
  days,
  selected,
  onSelect,
  label,
}: {
  days: readonly DeliveryDay[];
  selected: DeliveryDate | null;
  onSelect: (day: DeliveryDay) => void;
  label: string;
}) {
  const id = useId();
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const selectedIndex = days.findIndex((d) => isSelected(d, selected));
  const chosen = selectedIndex >= 0 ? days[selectedIndex] : undefined;

  function choose(index: number) {
    const day = days[index];
    if (!day?.available) return;
    onSelect(day);
    cells.current[index]?.focus();
  }

  // The nearest available day by steps of a day or a week (a week step stays in the same weekday column)
  function nearest(from: number, step: number): number | null {
    for (let i = from + step; i >= 0 && i < days.length; i += step) if (days[i]?.available) return i;
    return null;
  }

  // Left and right are the browser's own (the next enabled radio); up and down move by a week
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    const steps: Record<string, number> = { ArrowDown: 7, ArrowUp: -7 };
    const step = steps[event.key];
    let target: number | null = null;
    if (step !== undefined) target = nearest(index, step);
    else if (event.key === "Home") target = nearest(-1, 1);
    else if (event.key === "End") target = nearest(days.length, -1);
    else return;
    event.preventDefault();
    if (target !== null) choose(target);
  }

  const first = days[0];
  const last = days[days.length - 1];
  const caption =
    first && last
      ? first.date[1] === last.date[1]
        ? `${monthNames[first.date[1] - 1]} ${first.date[0]}`
        : `${monthNames[first.date[1] - 1]} – ${monthNames[last.date[1] - 1]} ${last.date[0]}`
      : "";
  const weeks: DeliveryDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));

  return (
    <div className="delivery-calendar">
      <p className="delivery-calendar__caption" id={`${id}-caption`}>
        {caption}
      </p>
      <div className="delivery-calendar__weekdays" aria-hidden="true">
        {weekdays.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <fieldset className="delivery-calendar__grid" aria-describedby={`${id}-caption`}>
        <legend className="visually-hidden">{label}</legend>
        {weeks.map((week, w) => (
          <div key={week[0]?.date.join("-") ?? w} className="delivery-calendar__week">
            {week.map((day, d) => {
              const index = w * 7 + d;
              const checked = index === selectedIndex;
              const price = day.available ? deliveryPriceLabel(day.price) : "";
              return (
                <label
                  key={day.date.join("-")}
                  className={[
                    "delivery-calendar__day",
                    day.available ? "delivery-calendar__day--open" : "delivery-calendar__day--closed",
                    checked ? "delivery-calendar__day--chosen" : null,
                  ]
                    .filter(Boolean)
                    .join(" ")}
                >
                  <input
                    ref={(el) => {
                      cells.current[index] = el;
                    }}
                    type="radio"
                    name={`${id}-day`}
                    className="delivery-calendar__radio"
                    checked={checked}
                    disabled={!day.available}
                    aria-label={`${spokenDate(day)}, ${day.available ? price : "not available"}`}
                    onChange={() => {
                      if (day.available) onSelect(day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  />
                  <span className="delivery-calendar__date" aria-hidden="true">
                    {day.date[2]}
                  </span>
                  <span className="delivery-calendar__price" aria-hidden="true">
                    {price}
                  </span>
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      <p className="delivery-calendar__chosen" role="status" aria-live="polite">
        {chosen
          ? `Delivery on ${spokenDate(chosen)}, ${deliveryPriceLabel(chosen.price)}`
          : "No delivery date chosen yet"}
      </p>
    </div>
  );
}

/**
 * The calendar's shape while the dates are looked up (checkout s.4 "calendarIsLoading"): the same
 * caption, weekday row, six weeks and status line, so nothing below moves when the dates come.
 */
export function DeliveryCalendarPlaceholder() {
  return (
    <div className="delivery-calendar delivery-calendar--placeholder">
      <p className="delivery-calendar__caption" role="status">
        Finding delivery dates…
      </p>
      <div className="delivery-calendar__weekdays" aria-hidden="true">
        {weekdays.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <div className="delivery-calendar__grid" aria-hidden="true" data-testid="delivery-calendar-placeholder">
        {[0, 1, 2, 3, 4, 5].map((week) => (
          <div key={week} className="delivery-calendar__week">
            {weekdays.map((w) => (
              <span key={w} className="delivery-calendar__day">
                <span className="delivery-calendar__date">&nbsp;</span>
                <span className="delivery-calendar__price">&nbsp;</span>
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="delivery-calendar__chosen" aria-hidden="true">
        &nbsp;
      </p>
    </div>
  );
}
