import { displayedPriceLabel, payablePrice } from "@store/domain/pricing";
import {
  maskEmailsInUrl,
  sanitiseSearchTerm,
  searchDropdownCount,
  searchImageSize,
  searchLimits,
  searchResultsPath,
} from "@store/domain/search";
import {
  type FocusEvent,
  type FormEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Link, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useCombobox } from "~/components/ui/use-combobox";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { useSearchSuggestions } from "./use-search-suggestions.ts";
import "./search-box.css";

const smallScreen = "(max-width: 767.98px)";

/** True on phones: the dropdown lists fewer products there (storefront s.9). */
function useSmallScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(smallScreen);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(smallScreen).matches,
    () => false,
  );
}

interface Option {
  key: string;
  url: string;
  text: string;
  kind: "term" | "product";
  imageUrl?: string;
  price?: number | null;
  sku?: string;
}

export interface SearchBoxProps {
  /** Quiet time after typing: 300 ms in the overlay and dropdown, 500 ms in the plain bar. */
  waitMs: number;
  /** Shows the label; otherwise it is read by screen readers only. */
  visibleLabel?: boolean;
  autoFocus?: boolean;
  /** Leaving the box clears it after 200 ms unless this is false (storefront s.5). */
  clearOnBlur?: boolean;
  /** Called when Escape or leaving the box closes it, and after a search or option is chosen. */
  onClose?: (reason: "escape" | "blur" | "chosen") => void;
  className?: string;
}

/**
 * Search as you type: a combobox whose popup lists term suggestions and products, with 'View all
 * products'. Arrow keys move through the options, Enter opens the chosen one or submits the text
 * (never blank), Escape clears and closes. Typing searches after a pause, from two characters.
 */
export function SearchBox({
  waitMs,
  visibleLabel = false,
  autoFocus = false,
  clearOnBlur = true,
  onClose,
  className,
}: SearchBoxProps) {
  const brand = useBrand();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const small = useSmallScreen();
  const { suggestions, status, typed, clear, cancel } = useSearchSuggestions(
    waitMs,
    searchDropdownCount(brand, "large"),
  );
  const [text, setText] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const imageSize = searchImageSize(brand);

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  const productCount = searchDropdownCount(brand, small ? "small" : "large");
  const options: Option[] = suggestions
    ? [
        ...suggestions.terms.map((t) => ({
          key: `t:${t.url}`,
          url: t.url,
          text: t.text,
          kind: "term" as const,
        })),
        ...suggestions.products.slice(0, productCount).map((p) => ({
          key: `p:${p.url}`,
          url: p.url,
          text: p.text,
          kind: "product" as const,
          sku: p.sku,
          imageUrl: p.imageUrl,
          price: p.price,
        })),
      ]
    : [];
  const terms = options.filter((o) => o.kind === "term");
  const productOptions = options.filter((o) => o.kind === "product");
  const combobox = useCombobox({
    listId,
    count: options.length,
    ready: status !== "idle",
    onChoose: (index) => {
      const option = options[index];
      if (option) choose(option);
    },
    onEnter: () => submit(),
    // Escape always clears and closes the box, and goes no further (the overlay closes by the callback)
    onEscape: () => {
      reset();
      onClose?.("escape");
      return true;
    },
  });
  const { setOpen, setActive } = combobox;
  const showPopup = combobox.open && status !== "idle";

  function reset() {
    clear();
    setText("");
    combobox.close();
  }

  /** Opens an option; a product chosen from the dropdown is a 'productClick' analytics event. */
  function choose(option: Option) {
    if (option.sku && suggestions) {
      createBrowserApiClient()
        .postAnalyticsEvent({
          analyticsEventType: "productClick",
          query: suggestions.searchTerm,
          productList: [option.sku],
          url: maskEmailsInUrl(window.location.pathname + window.location.search),
        })
        .catch(() => {});
    }
    go(option.url);
  }

  function go(url: string) {
    reset();
    onClose?.("chosen");
    void navigate(url);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const term = sanitiseSearchTerm(text);
    // Blank (or nothing left once cleaned) is never submitted
    if (!term) return;
    cancel();
    // The submitted term, for the store's search analytics; a lost event never stops the search
    createBrowserApiClient()
      .recordSearchTerm(term)
      .catch(() => undefined);
    const redirect = suggestions?.searchTerm === term ? suggestions.redirectUrl : null;
    go(redirect ?? searchResultsPath(term));
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (formRef.current?.contains(event.relatedTarget as Node | null)) return;
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (formRef.current?.contains(document.activeElement)) return;
      if (clearOnBlur) {
        reset();
        onClose?.("blur");
      } else setOpen(false);
    }, searchLimits.blurClearMs);
  }

  const announcement =
    status === "loading"
      ? "Searching…"
      : status === "error"
        ? "Search is not available right now. Please try again."
        : status === "done" && suggestions
          ? options.length === 0
            ? `No results for ${suggestions.searchTerm}`
            : `${productOptions.length} products and ${terms.length} suggestions. Use the up and down arrows to choose.${
                suggestions.correctedTerm ? ` Showing results for ${suggestions.correctedTerm}.` : ""
              }`
          : "";

  const renderOption = (option: Option) => {
    const index = options.indexOf(option);
    return (
      <Link
        key={option.key}
        {...combobox.optionProps(index)}
        to={option.url}
        role="option"
        tabIndex={-1}
        className={`search-box__option search-box__option--${option.kind}`}
        onClick={(event) => {
          event.preventDefault();
          choose(option);
        }}
      >
        {option.kind === "product" ? (
          <>
            <img
              className="search-box__image"
              src={option.imageUrl}
              alt=""
              width={imageSize}
              height={imageSize}
              loading="lazy"
            />
            <span className="search-box__product-text">
              <span className="search-box__product-title">{option.text}</span>
              <span className="search-box__price">
                {option.price === null && brand.loginForPrice
                  ? "Login for Price"
                  : displayedPriceLabel(payablePrice(option.price), brand)}
              </span>
            </span>
          </>
        ) : (
          <>
            <Icon name="search" size={16} className="search-box__term-icon" />
            <span>{option.text}</span>
          </>
        )}
      </Link>
    );
  };

  return (
    <search className={["search-box", className].filter(Boolean).join(" ")}>
      <form
        ref={formRef}
        // Without script the form still works: /search?q= leads to the results page
        method="get"
        action="/search"
        onSubmit={submit}
        onBlur={handleBlur}
        onFocus={() => {
          if (blurTimer.current) clearTimeout(blurTimer.current);
        }}
      >
        <label htmlFor={inputId} className={visibleLabel ? "search-box__label" : "visually-hidden"}>
          Search products
        </label>
        <div className="search-box__row">
          <input
            id={inputId}
            name="q"
            className="search-box__input"
            type="text"
            {...combobox.inputProps}
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={searchLimits.maxLength}
            placeholder="What are you looking for?"
            value={text}
            // biome-ignore lint/a11y/noAutofocus: the overlay opens on request, so the shopper expects to type
            autoFocus={autoFocus}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
              setOpen(true);
              typed(event.target.value);
            }}
            onFocus={() => setOpen(true)}
          />
          <button type="submit" className="search-box__submit" aria-label="Search">
            <Icon name="search" size={20} />
          </button>
        </div>
        <div className="search-box__popup" hidden={!showPopup}>
          {status === "loading" && !suggestions ? (
            <p className="search-box__note" aria-hidden="true">
              Searching…
            </p>
          ) : null}
          {status === "error" ? (
            <p className="search-box__note search-box__note--error">
              Search is not available right now. Please try again.
            </p>
          ) : null}
          {suggestions?.correctedTerm ? (
            <p className="search-box__note">
              Showing results for <strong>{suggestions.correctedTerm}</strong>
            </p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Search suggestions" className="search-box__list">
            {terms.length > 0 ? (
              // biome-ignore lint/a11y/useSemanticElements: a fieldset is not allowed inside a listbox; ARIA groups are
              <div role="group" aria-labelledby={`${listId}-terms`} className="search-box__group">
                <div id={`${listId}-terms`} role="presentation" className="search-box__group-title">
                  Suggestions
                </div>
                {terms.map(renderOption)}
              </div>
            ) : null}
            {productOptions.length > 0 ? (
              // biome-ignore lint/a11y/useSemanticElements: a fieldset is not allowed inside a listbox; ARIA groups are
              <div
                role="group"
                aria-labelledby={`${listId}-products`}
                className="search-box__group search-box__group--products"
              >
                <div id={`${listId}-products`} role="presentation" className="search-box__group-title">
                  Products
                </div>
                {productOptions.map(renderOption)}
              </div>
            ) : null}
          </div>
          {status === "done" && suggestions && options.length === 0 ? (
            <p className="search-box__note">No products match “{suggestions.searchTerm}”.</p>
          ) : null}
          {suggestions && suggestions.totalProducts > 0 ? (
            <Link
              className="search-box__view-all"
              to={suggestions.viewAllUrl}
              onClick={(event) => {
                event.preventDefault();
                go(suggestions.viewAllUrl);
              }}
            >
              View all products ({suggestions.totalProducts})
            </Link>
          ) : null}
        </div>
        <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </form>
    </search>
  );
}
