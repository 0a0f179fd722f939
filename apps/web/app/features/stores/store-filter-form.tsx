import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import "./store-filter-form.css";

/** The list's filters: a state and free text (name, suburb or postcode), as a GET form. */
export function StoreFilterForm({
  states,
  state,
  q,
  stateLabel,
}: {
  states: readonly string[];
  state: string;
  q: string;
  /** 'State' in Australia, 'Region' in New Zealand. */
  stateLabel: string;
}) {
  const submit = useSubmit();
  const filtered = Boolean(state || q);
  return (
    <Form
      method="get"
      className="store-filter-form"
      role="search"
      aria-label="Find a store"
      preventScrollReset
    >
      <div className="store-filter-form__field">
        <label htmlFor="store-filter-state">{stateLabel}</label>
        <select
          id="store-filter-state"
          name="state"
          defaultValue={state}
          key={state}
          // Choosing a state filters at once; the Search button stays for keyboards and no-script
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
        >
          <option value="">All {stateLabel === "State" ? "states" : "regions"}</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="store-filter-form__field store-filter-form__field--grow">
        <label htmlFor="store-filter-q">Store name, suburb or postcode</label>
        <input id="store-filter-q" name="q" type="search" defaultValue={q} key={q} maxLength={60} />
      </div>
      <div className="store-filter-form__buttons">
        <Button type="submit">Search</Button>
        {filtered ? (
          <Link to="/stores" className="store-filter-form__clear" preventScrollReset>
            Show all stores
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
