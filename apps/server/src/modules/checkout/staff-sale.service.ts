import type { CheckoutView } from "@store/domain/checkout.schema";
import { saleChoiceOf } from "@store/domain/staff-sale";
import type { Store } from "@store/domain/store.schema";
import type { Viewer } from "@store/domain/viewer";
import { AppError } from "../../http/app-error.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserService } from "../user/user.service.ts";

/** The store and salesperson a staff order records (ADR 037). */
export interface StaffSale {
  store: Store | null;
  salespersonCode: string | null;
}

/**
 * The staff side of a checkout (checkout s.3, s.4, s.6; ADR 037): the stores and salespeople the view
 * lists (each store with the details cash and carry copies), and the store and salesperson an order
 * records, checked against each other.
 */
export class StaffSales {
  constructor(
    private readonly users: UserService,
    private readonly stores: StoreService,
  ) {}

  /** The view's stores and salespeople; the staff member's own store and themselves are selected. */
  async view(viewer: Viewer): Promise<Pick<CheckoutView, "stores" | "salesPeople">> {
    const country = viewer.brand.country;
    const [list, staffView, me] = await Promise.all([
      this.stores.list(country),
      this.users.selectView(country),
      viewer.userId !== null ? this.users.byId(viewer.userId) : null,
    ]);
    const home = list.find((s) => s.id === me?.storeId);
    return {
      stores: list.map((s) => ({
        subdivision: s.subdivision,
        storeUri: s.storeUri,
        name: s.name,
        selected: s === home,
        phone: s.phone,
        address: s.address,
        suburb: s.suburb,
        postcode: s.postcode,
        state: s.state,
      })),
      salesPeople: staffView.availableSalesPersons.map((p) => ({
        ...p,
        selected: p.code !== "" && p.code === me?.salespersonCode && p.storeUri === home?.storeUri,
      })),
    };
  }

  /** The store and salesperson of a staff order; a choice that does not hold together is a 400. */
  async choose(
    viewer: Viewer,
    form: { storeUri?: string | null; subdivision?: string | null; salespersonCode?: string | null },
  ): Promise<StaffSale> {
    const country = viewer.brand.country;
    const [list, staffView, me] = await Promise.all([
      this.stores.list(country),
      this.users.selectView(country),
      viewer.userId !== null ? this.users.byId(viewer.userId) : null,
    ]);
    const choice = saleChoiceOf({
      stores: list,
      salesPeople: staffView.availableSalesPersons,
      homeStoreUri: list.find((s) => s.id === me?.storeId)?.storeUri ?? null,
      ownCode: me?.salespersonCode ?? null,
      storeUri: form.storeUri,
      subdivision: form.subdivision,
      salespersonCode: form.salespersonCode,
    });
    if (!choice.ok) throw new AppError("invalid", choice.message);
    return {
      store: list.find((s) => s.storeUri === choice.storeUri) ?? null,
      salespersonCode: choice.salespersonCode,
    };
  }
}
