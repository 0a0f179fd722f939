import type { Locality } from "@store/domain/locality.schema";
import { localityLabel } from "@store/domain/locality.schema";
import { useId, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { LocalityTypeahead } from "~/components/ui/locality-typeahead";

/** The address the shopper asked about, as it came back in the page's address. */
export interface DistanceQuery {
  address: string;
  suburb: string;
  state: string;
  postcode: string;
}

/**
 * 'How far is it from you?': a street and a suburb from the locality typeahead, sent as the page's
 * query so the page geocodes it near this store (GET /api/geo/geocode, ADR 085) and draws it on the map.
 */
export function StoreDistanceForm({ query, country }: { query: DistanceQuery | null; country: "AU" | "NZ" }) {
  const id = useId();
  const [place, setPlace] = useState<Pick<Locality, "suburb" | "state" | "postcode"> | null>(
    query ? { suburb: query.suburb, state: query.state, postcode: query.postcode } : null,
  );
  return (
    <Form method="get" className="store-distance-form" preventScrollReset aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>How far is it from you?</h3>
      <FormField
        id={`${id}-street`}
        name="address"
        label="Street address (optional)"
        autoComplete="street-address"
        maxLength={120}
        defaultValue={query?.address}
      />
      <LocalityTypeahead
        label={country === "NZ" ? "Suburb and postcode" : "Suburb or postcode"}
        placeholder="Start typing your suburb"
        initialText={place ? localityLabel(place) : ""}
        onSelect={(locality) => setPlace(locality)}
        onTextChange={() => setPlace(null)}
        noResults={<p>No Results Found</p>}
        description={place ? `Chosen: ${localityLabel(place)}` : "Choose your suburb from the list."}
      />
      <input type="hidden" name="suburb" value={place?.suburb ?? ""} />
      <input type="hidden" name="state" value={place?.state ?? ""} />
      <input type="hidden" name="postcode" value={place?.postcode ?? ""} />
      <Button type="submit" variant="secondary" disabled={!place}>
        Show on the map
      </Button>
    </Form>
  );
}
