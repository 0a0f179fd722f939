import type { Navbar, NavigationView } from "@store/domain/navbar.schema";
import type { Sale } from "@store/domain/sale.schema";
import { telHref } from "@store/domain/shell-rules";
import { type ReactNode, useEffect, useReducer, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { MobileCategoryList } from "./mobile-category-list";
import { initialMobileNavState, mobileNavReducer } from "./mobile-nav-state";
import { MobileSearchForm } from "./mobile-search-form";
import { SaleNavIcon } from "./sale-nav-icon";
import { useBodyScrollLock } from "./use-body-scroll-lock";
import "./mobile-navigation.css";

const viewTitles: Record<NavigationView, string> = {
  none: "Menu",
  search: "Search",
  cart: "Cart",
  store: "Your store",
  contactUs: "Contact us",
};

export interface MobileNavigationProps {
  navbar: Navbar | null;
  sale: Sale | null;
  supportPhone: string;
  /** The delivery location picker, shown at the top of the menu (composed by the root). */
  locationPicker: ReactNode;
  /** The store panel for the store view (composed by the root). */
  storePanel: ReactNode;
  /** The search view's search as you type (composed by the root); a plain form without it. */
  searchForm?: ReactNode;
  /** The cart button (opens the cart panel), in place of the cart view; composed by the root. */
  cartButton?: ReactNode;
  /** The account list items (log in, or the first name and log out); composed by the root. */
  account?: ReactNode;
  /** The projects list item (staff's recent projects, or the Projects link); composed by the root. */
  projects?: ReactNode;
}

/**
 * The navigation on small screens: a menu button and icon buttons that open one drawer in the view
 * they stand for (none, search, cart, store, contactUs). Closing it, by the close button, Escape, the
 * backdrop or following a link, resets the view to none, clears the opened categories and lets the
 * page scroll again (storefront s.4).
 */
export function MobileNavigation({
  navbar,
  sale,
  supportPhone,
  locationPicker,
  storePanel,
  searchForm,
  cartButton,
  account,
  projects,
}: MobileNavigationProps) {
  const [state, dispatch] = useReducer(mobileNavReducer, initialMobileNavState);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const { key: locationKey } = useLocation();
  const topNav = navbar?.topNav;
  useBodyScrollLock(state.open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state.open && !dialog.open) dialog.showModal();
    if (!state.open && dialog.open) dialog.close();
  }, [state.open]);

  // Following a link inside the drawer closes it, at once and without handing focus back to the menu
  // button: the new page's heading takes focus (the shell's usePageChangeFocus runs after this effect)
  const leftForPage = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) {
      leftForPage.current = true;
      dialog.close();
    }
    dispatch({ type: "close" });
  }, [locationKey]);

  function openView(view: NavigationView, trigger: HTMLButtonElement) {
    triggerRef.current = trigger;
    dispatch({ type: "open", view });
  }

  function close() {
    dispatch({ type: "close" });
  }

  const icons: { view: NavigationView; label: string; icon: IconName; shown: boolean }[] = [
    { view: "search", label: "Search", icon: "search", shown: topNav?.displaySearchIcon ?? true },
    { view: "store", label: "Your store", icon: "store", shown: true },
    { view: "cart", label: "Cart", icon: "cart", shown: topNav?.displayCartIcon ?? true },
  ];

  return (
    <>
      <button
        type="button"
        className="mobile-nav__menu-button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={state.open && state.view === "none"}
        onClick={(event) => openView("none", event.currentTarget)}
      >
        <Icon name="menu" size={24} />
      </button>
      <ul className="mobile-nav__icons">
        {icons
          .filter((item) => item.shown)
          .map((item) => (
            <li key={item.view}>
              {item.view === "cart" && cartButton ? (
                cartButton
              ) : (
                <button
                  type="button"
                  className="mobile-nav__icon-button"
                  aria-label={item.label}
                  aria-haspopup="dialog"
                  aria-expanded={state.open && state.view === item.view}
                  onClick={(event) => openView(item.view, event.currentTarget)}
                >
                  <Icon name={item.icon} size={22} />
                </button>
              )}
            </li>
          ))}
      </ul>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles itself */}
      <dialog
        ref={dialogRef}
        className="mobile-nav__drawer"
        aria-label={viewTitles[state.view]}
        onClose={() => {
          close();
          if (!leftForPage.current) triggerRef.current?.focus();
          leftForPage.current = false;
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
      >
        {state.open ? (
          <div className="mobile-nav__panel">
            <div className="mobile-nav__header">
              {state.view === "none" ? (
                <h2 className="mobile-nav__title">Menu</h2>
              ) : (
                <button
                  type="button"
                  className="mobile-nav__back"
                  onClick={() => dispatch({ type: "showView", view: "none" })}
                >
                  <Icon name="chevronLeft" size={20} />
                  Menu
                </button>
              )}
              <button type="button" className="mobile-nav__close" aria-label="Close menu" onClick={close}>
                <Icon name="close" size={22} />
              </button>
            </div>
            <div className="mobile-nav__body">
              {state.view === "none" ? (
                <>
                  <div className="mobile-nav__location">{locationPicker}</div>
                  <nav aria-label="Categories">
                    <MobileCategoryList
                      categories={navbar?.mainNav.categories ?? []}
                      openUris={state.categoryStack}
                      onToggle={(uri) => dispatch({ type: "toggleCategory", uri })}
                    />
                  </nav>
                  {sale?.isSaleOn ? (
                    <Link to={sale.url || "/sale"} className="mobile-nav__sale">
                      <SaleNavIcon sale={sale} />
                      {sale.name || "Sale"}
                    </Link>
                  ) : null}
                  <ul className="mobile-nav__links">
                    <li>
                      <Link to="/brands">Brands</Link>
                    </li>
                    <li>
                      <button type="button" onClick={() => dispatch({ type: "showView", view: "store" })}>
                        Your store
                      </button>
                    </li>
                    {projects !== undefined ? (
                      projects
                    ) : topNav?.displayProjectIcon ? (
                      <li>
                        <Link to="/project">Projects</Link>
                      </li>
                    ) : null}
                    {(topNav?.displayContactUsIcon ?? true) ? (
                      <li>
                        <button
                          type="button"
                          onClick={() => dispatch({ type: "showView", view: "contactUs" })}
                        >
                          Contact us
                        </button>
                      </li>
                    ) : null}
                    {account ?? (
                      <li>
                        <Link to="/account/login">Log in</Link>
                      </li>
                    )}
                  </ul>
                </>
              ) : null}
              {state.view === "search" ? (searchForm ?? <MobileSearchForm />) : null}
              {state.view === "cart" ? (
                <div className="mobile-nav__view">
                  <h2>Cart</h2>
                  <p>Review what's in your cart, choose delivery and check out.</p>
                  <Link to="/cart" className={buttonClassName("primary")}>
                    View cart
                  </Link>
                </div>
              ) : null}
              {state.view === "store" ? <div className="mobile-nav__view">{storePanel}</div> : null}
              {state.view === "contactUs" ? (
                <div className="mobile-nav__view">
                  <h2>Contact us</h2>
                  <p>Our appliance experts are here 24/7.</p>
                  <a href={telHref(supportPhone)} className={buttonClassName("primary")}>
                    <Icon name="phone" size={18} />
                    Call {supportPhone}
                  </a>
                  <Link to="/contact-us" className={buttonClassName("secondary")}>
                    Ask an expert
                  </Link>
                  <Link to="/stores" className={buttonClassName("secondary")}>
                    Find a store
                  </Link>
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
