/** A store staff can sell for, as the checkout lists it. */
export interface SaleStore {
  storeUri: string;
  name: string;
  subdivision: string;
}

/** A salesperson and the store they work at. */
export interface SalePerson {
  code: string;
  storeUri: string;
}

/** The store and salesperson a staff order records, or why the choice cannot stand. */
export type SaleChoice =
  | { ok: true; storeUri: string | null; salespersonCode: string | null }
  | { ok: false; message: string };

/**
 * Which store and salesperson a staff order records (checkout s.3 subdivision and salespersonCode, s.4
 * 'selecting a store filters salespeople'; ADR 037). Several stores share a subdivision, so the store is
 * the posted `storeUri`, else the salesperson's own store, else the one store of the subdivision, else
 * the staff member's home store (and then the staff member as salesperson, when they are one there).
 * The salesperson must work at that store, and a posted subdivision must be that store's. Nothing chosen
 * and no home store records neither.
 */
export function saleChoiceOf(input: {
  stores: readonly SaleStore[];
  salesPeople: readonly SalePerson[];
  homeStoreUri: string | null;
  /** The staff member's own salesperson code, if they have one. */
  ownCode: string | null;
  storeUri: string | null | undefined;
  subdivision: string | null | undefined;
  salespersonCode: string | null | undefined;
}): SaleChoice {
  const { stores, salesPeople } = input;
  const code = input.salespersonCode?.trim() || null;
  const subdivision = input.subdivision?.trim() || null;
  const person = code ? salesPeople.find((p) => p.code.toLowerCase() === code.toLowerCase()) : undefined;
  if (code && !person)
    return {
      ok: false,
      message: `There is no salesperson with the code ${code}. Please choose one from the list.`,
    };
  let store: SaleStore | undefined;
  if (input.storeUri) {
    store = stores.find((s) => s.storeUri === input.storeUri);
    if (!store)
      return { ok: false, message: "We couldn't find that store. Please choose a store from the list." };
  } else if (person) {
    store = stores.find((s) => s.storeUri === person.storeUri);
  } else if (subdivision) {
    const inSubdivision = stores.filter((s) => s.subdivision === subdivision);
    if (inSubdivision.length !== 1)
      return {
        ok: false,
        message:
          inSubdivision.length === 0
            ? `There is no store in ${subdivision}. Please choose a store from the list.`
            : `Several stores are in ${subdivision}. Please choose the store from the list.`,
      };
    store = inSubdivision[0];
  } else if (input.homeStoreUri) {
    store = stores.find((s) => s.storeUri === input.homeStoreUri);
    const own = salesPeople.find((p) => p.code === input.ownCode && p.storeUri === store?.storeUri);
    if (store) return { ok: true, storeUri: store.storeUri, salespersonCode: own?.code ?? null };
  }
  if (!store) return { ok: true, storeUri: null, salespersonCode: person?.code ?? null };
  if (subdivision && subdivision !== store.subdivision)
    return {
      ok: false,
      message: `${store.name} is in ${store.subdivision}, not ${subdivision}. Please choose the store again.`,
    };
  if (person && person.storeUri !== store.storeUri)
    return {
      ok: false,
      message: `Salesperson ${person.code} does not work at ${store.name}. Please choose one of that store's salespeople.`,
    };
  return { ok: true, storeUri: store.storeUri, salespersonCode: person?.code ?? null };
}
