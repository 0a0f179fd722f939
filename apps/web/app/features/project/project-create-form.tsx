import type { Referrer } from "@store/domain/project.schema";
import { projectFallbacks } from "@store/domain/project-errors";
import { countOf } from "@store/domain/text";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { projectApi } from "~/lib/project-api";
import { type CustomerKey, customerFields } from "./project-state";
import { failureText, useOperations } from "./use-operations";

/**
 * A new project for a customer (POST /api/v2/project): the name, the customer's quoteData, how many
 * projects the customer has already (looked up by email and phone) and the referrer (searched by
 * code, name or business).
 */
export function ProjectCreateForm() {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const navigate = useNavigate();
  const { run, stateOf } = useOperations();
  const [name, setName] = useState("");
  const [customer, setCustomer] = useState<Record<CustomerKey, string>>({
    firstName: "",
    lastName: "",
    customerEmail: "",
    contactNumber: "",
    customerEmailSecondary: "",
    customerNumberSecondary: "",
  });
  const [projectGoal, setProjectGoal] = useState("");
  const [count, setCount] = useState<{ text: string; error: boolean } | null>(null);
  const [referrerSearch, setReferrerSearch] = useState("");
  const [referrers, setReferrers] = useState<Referrer[] | null>(null);
  const [referrerError, setReferrerError] = useState("");
  const [referrer, setReferrer] = useState<Referrer | null>(null);
  const create = stateOf("createUpdate");

  const lookUpCount = async () => {
    const query = {
      email: customer.customerEmail.trim() || undefined,
      secondaryEmail: customer.customerEmailSecondary.trim() || undefined,
      phone: customer.contactNumber.trim() || undefined,
      secondaryPhone: customer.customerNumberSecondary.trim() || undefined,
    };
    if (!Object.values(query).some(Boolean)) return setCount(null);
    try {
      const found = await projectApi(api).getCustomerProjectCount(query);
      const names = found.projects.slice(0, 3).map((p) => `${p.projectRef} ${p.name}`);
      setCount({
        text:
          found.projectCount === 0
            ? "This customer has no projects yet."
            : `This customer has ${countOf(found.projectCount, "project")}: ${names.join(", ")}`,
        error: false,
      });
    } catch (failure) {
      setCount({ text: failureText(failure, projectFallbacks.customerProjectCount), error: true });
    }
  };

  const searchReferrers = async () => {
    setReferrerError("");
    if (referrerSearch.trim().length < 2)
      return setReferrerError("Type at least 2 characters to search referrers");
    try {
      setReferrers(await projectApi(api).searchReferrers(referrerSearch.trim()));
    } catch (failure) {
      setReferrers(null);
      setReferrerError(failureText(failure, projectFallbacks.referrer));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await run("createUpdate", () =>
      projectApi(api).saveProject({
        name: name.trim(),
        quoteData: {
          ...customer,
          customerName: `${customer.firstName} ${customer.lastName}`.trim(),
          projectGoal,
          ...(referrer
            ? {
                referrerCode: referrer.referrerCode,
                referrerName: referrer.referrerName,
                referrerBusinessName: referrer.referrerBusinessName,
                referrerPhone: referrer.referrerPhone,
                referrerContact: referrer.referrerContact,
              }
            : {}),
        },
      }),
    );
    if (created) navigate(`/project/${created.projectId}`);
  };

  return (
    <form className="project__form" aria-label="New project" onSubmit={submit} noValidate>
      <FormField
        id={`${id}-name`}
        label="Project name"
        value={name}
        required
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="project__fieldset">
        <legend>Customer</legend>
        <div className="project__grid">
          {customerFields.map(([key, label, type, autoComplete]) => (
            <FormField
              key={key}
              id={`${id}-${key}`}
              label={label}
              type={type}
              autoComplete={autoComplete}
              value={customer[key]}
              onChange={(e) => setCustomer((now) => ({ ...now, [key]: e.target.value }))}
              onBlur={key.includes("Email") || key.includes("Number") ? lookUpCount : undefined}
            />
          ))}
        </div>
        <p className={count?.error ? "project__error" : "project__muted"} role="status">
          {count?.text ?? ""}
        </p>
      </fieldset>
      <FormField
        id={`${id}-goal`}
        label="Project goal"
        hint="What the customer is building: a new kitchen, a laundry upgrade"
        value={projectGoal}
        maxLength={200}
        onChange={(e) => setProjectGoal(e.target.value)}
      />
      <fieldset className="project__fieldset">
        <legend>Referrer (builder or designer)</legend>
        {referrer ? (
          <p className="project__chosen">
            {referrer.referrerName}, {referrer.referrerBusinessName} ({referrer.referrerCode}){" "}
            <Button variant="ghost" onClick={() => setReferrer(null)}>
              Remove referrer
            </Button>
          </p>
        ) : (
          <>
            <div className="project__inline">
              <FormField
                id={`${id}-kad`}
                label="Find a referrer"
                value={referrerSearch}
                onChange={(e) => setReferrerSearch(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void searchReferrers();
                  }
                }}
                error={referrerError || undefined}
              />
              <Button variant="secondary" onClick={searchReferrers}>
                Search
              </Button>
            </div>
            {referrers ? (
              referrers.length === 0 ? (
                <p className="project__muted">No referrer matches.</p>
              ) : (
                <ul className="project__choices" aria-label="Referrers found">
                  {referrers.map((r) => (
                    <li key={r.referrerCode}>
                      <Button variant="ghost" onClick={() => setReferrer(r)}>
                        {r.referrerName}, {r.referrerBusinessName} ({r.kind})
                      </Button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </>
        )}
      </fieldset>
      <ErrorList errors={create.errors} />
      <Button type="submit" disabled={create.status === "Loading"}>
        {create.status === "Loading" ? "Creating…" : "Create project"}
      </Button>
    </form>
  );
}

/** An operation's error list (storefront s.8), announced when it appears. */
export function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="project__errors" role="alert">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
