import type { NavCategory } from "@store/domain/navbar.schema";
import type { Sale } from "@store/domain/sale.schema";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MegaMenuOverflowPanel } from "./mega-menu-overflow-panel";
import { MegaMenuPanel } from "./mega-menu-panel";
import { SaleNavIcon } from "./sale-nav-icon";
import { useMegaMenu } from "./use-mega-menu";
import { usePriorityCount } from "./use-priority-count";
import "./mega-menu.css";

const moreKey = "__more";

/**
 * The desktop main navigation (storefront s.4 "Category selection"): hovering a category opens its
 * panel with the first subcategory highlighted, a click goes to /c/{uri}, a tap on a touch screen
 * toggles a category that has subcategories, and leaving the menu closes it after 100 ms. Each
 * category with subcategories also has a toggle button, so the panel is reachable by keyboard;
 * Escape closes it and returns focus. Categories that do not fit move under 'More'.
 */
export function MegaMenu({ categories, sale }: { categories: readonly NavCategory[]; sale: Sale | null }) {
  const menu = useMegaMenu();
  const { openKey, close, open, toggle, scheduleClose, cancelClose } = menu;
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pointerType = useRef<string>("mouse");
  const panelId = useId();
  const visibleCount = usePriorityCount(listRef, categories.length);
  const overflow = categories.slice(visibleCount);
  const { key: locationKey, pathname } = useLocation();
  const navigate = useNavigate();

  // A navigation (a link in the panel, Back) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => close(), [locationKey]);

  function isCurrent(uri: string): boolean {
    return pathname === `/c/${uri}` || pathname.startsWith(`/c/${uri}/`);
  }

  function firstSub(category: NavCategory): string | null {
    return category.subCategories[0]?.uri ?? null;
  }

  function focusTrigger(key: string) {
    const triggers = navRef.current?.querySelectorAll<HTMLElement>("[data-menu-key]") ?? [];
    for (const trigger of triggers) if (trigger.dataset.menuKey === key) trigger.focus();
  }

  function focusFirstPanelLink() {
    // After React rendered the panel
    requestAnimationFrame(() => navRef.current?.querySelector<HTMLElement>(`[id="${panelId}"] a`)?.focus());
  }

  function onCategoryPointerEnter(event: PointerEvent, category: NavCategory) {
    if (event.pointerType !== "mouse") return;
    if (category.subCategories.length > 0) open(category.uri, firstSub(category));
    else close();
  }

  function onCategoryClick(event: MouseEvent, category: NavCategory) {
    // Touch has no hover: a tap on a category with subcategories opens (or closes) it instead of leaving
    const touch = pointerType.current === "touch" || pointerType.current === "pen";
    if (touch && category.subCategories.length > 0) {
      event.preventDefault();
      toggle(category.uri, firstSub(category));
      return;
    }
    // A plain click navigates in the app, as <Link> would; new tabs and windows keep the browser's way
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plain && !event.defaultPrevented) {
      event.preventDefault();
      void navigate(`/c/${category.uri}`);
    }
  }

  function onTriggerKeyDown(event: KeyboardEvent, key: string, first: string | null) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      open(key, first);
      focusFirstPanelLink();
    }
  }

  function onNavKeyDown(event: KeyboardEvent) {
    // Enter on a focused category is a keyboard click: it navigates, whatever the last pointer was
    pointerType.current = "keyboard";
    if (event.key === "Escape" && openKey) {
      event.preventDefault();
      const key = openKey;
      close();
      focusTrigger(key);
    }
  }

  return (
    <nav
      ref={navRef}
      className="mega-menu"
      aria-label="Main"
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && openKey) scheduleClose();
      }}
      onPointerEnter={cancelClose}
      onKeyDown={onNavKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (openKey && next instanceof Node && !navRef.current?.contains(next)) close();
      }}
    >
      <div className="mega-menu__bar page-container">
        <ul ref={listRef} className="mega-menu__list">
          {categories.map((category, index) => {
            const hidden = index >= visibleCount;
            const hasSubs = category.subCategories.length > 0;
            const expanded = openKey === category.uri;
            return (
              <li
                key={category.uri}
                className={`mega-menu__item${hidden ? " mega-menu__item--overflow" : ""}`}
                data-priority-item=""
                inert={hidden || undefined}
                onPointerEnter={(event) => onCategoryPointerEnter(event, category)}
              >
                {/* A plain anchor: this row is on every server-rendered page, and <Link> costs more per item */}
                <a
                  href={`/c/${category.uri}`}
                  className={`mega-menu__link${isCurrent(category.uri) ? " active" : ""}`}
                  aria-current={pathname === `/c/${category.uri}` ? "page" : undefined}
                  data-menu-key={category.uri}
                  data-open={expanded ? "true" : undefined}
                  onClick={(event) => onCategoryClick(event, category)}
                  onKeyDown={(event) => hasSubs && onTriggerKeyDown(event, category.uri, firstSub(category))}
                >
                  {category.title}
                </a>
                {hasSubs ? (
                  <button
                    type="button"
                    className="mega-menu__toggle"
                    aria-expanded={expanded}
                    aria-controls={expanded ? panelId : undefined}
                    aria-label={`${category.title} menu`}
                    onClick={() => toggle(category.uri, firstSub(category))}
                    onKeyDown={(event) => onTriggerKeyDown(event, category.uri, firstSub(category))}
                  />
                ) : null}
                {/* Right after its toggle, so Tab walks into the panel; it still spans the whole menu */}
                {expanded ? (
                  <MegaMenuPanel
                    id={panelId}
                    category={category}
                    activeSubUri={menu.activeSubUri}
                    onHighlight={menu.highlight}
                  />
                ) : null}
              </li>
            );
          })}
          <li
            className={`mega-menu__item mega-menu__item--more${overflow.length === 0 ? " mega-menu__item--overflow" : ""}`}
            data-priority-more=""
            inert={overflow.length === 0 || undefined}
            onPointerEnter={(event) => event.pointerType === "mouse" && open(moreKey, null)}
          >
            <button
              type="button"
              className="mega-menu__more"
              data-menu-key={moreKey}
              aria-expanded={openKey === moreKey}
              aria-controls={openKey === moreKey ? panelId : undefined}
              onClick={() => toggle(moreKey, null)}
              onKeyDown={(event) => onTriggerKeyDown(event, moreKey, null)}
            >
              More
            </button>
            {openKey === moreKey && overflow.length > 0 ? (
              <MegaMenuOverflowPanel id={panelId} categories={overflow} />
            ) : null}
          </li>
        </ul>
        {sale?.isSaleOn ? (
          <Link to={sale.url || "/sale"} className="mega-menu__sale">
            <SaleNavIcon sale={sale} />
            {sale.name || "Sale"}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
