import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import "./typeahead.css";
import "./visually-hidden.css";

// useLayoutEffect warns during SSR; nothing here needs layout before hydration
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The option an arrow key moves to in a list of `count` options, wrapping at both ends; from no
 * option (-1), Down goes to the first and Up to the last.
 */
export function steppedOption(key: "ArrowDown" | "ArrowUp", current: number, count: number): number {
  if (key === "ArrowDown") return (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

/**
 * Up and Down in a combobox of `count` options: opens the list and moves the active option (nothing
 * to move to when there are no options). The typeahead and the search box both step this way.
 */
export function stepActiveOption(
  event: KeyboardEvent<HTMLInputElement>,
  count: number,
  open: () => void,
  setActive: (step: (current: number) => number) => void,
) {
  if (count === 0) return;
  event.preventDefault();
  open();
  const key = event.key === "ArrowUp" ? "ArrowUp" : "ArrowDown";
  setActive((current) => steppedOption(key, current, count));
}

export interface TypeaheadProps<T> {
  /** The visible label of the input. */
  label: string;
  placeholder?: string;
  /** Fewer trimmed characters than this clear the options and call nothing. */
  minChars: number;
  /** Quiet time after the last keystroke before searching. */
  waitMs: number;
  /** At most this many options are listed. */
  maxOptions: number;
  /** Height of the option list before it scrolls. */
  listMaxHeightPx: number;
  /** Finds options; a newer search aborts the older one through `signal`. */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string;
  onSelect: (option: T) => void;
  /** Shown instead of the list when a search finds nothing. */
  noResults: ReactNode;
  /** Spoken when a search finds nothing (defaults to 'No results'). */
  noResultsAnnouncement?: string;
  /** Shown when a search fails. */
  errorText?: string;
  /** Escape on a closed list (nothing left to close) hands control back, e.g. to leave an editor. */
  onEscape?: () => void;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Extra description read with the input (an error or a hint). */
  description?: ReactNode;
  className?: string;
  /**
   * The options push the content below them down instead of floating over it: for a typeahead inside
   * a scrolling panel or drawer, where a floating list would be cut off.
   */
  inlineList?: boolean;
}

type Status = "idle" | "loading" | "done" | "error";

/**
 * An accessible combobox (WAI-ARIA combobox with a listbox popup): type to search after a pause,
 * move with the arrow keys, choose with Enter or a click, close with Escape. The number of results
 * is announced to screen readers as it changes.
 */
export function Typeahead<T>({
  label,
  placeholder,
  minChars,
  waitMs,
  maxOptions,
  listMaxHeightPx,
  search,
  optionLabel,
  optionKey,
  onSelect,
  noResults,
  noResultsAnnouncement = "No results",
  errorText = "Something went wrong. Please try again.",
  onEscape,
  autoFocus,
  disabled,
  description,
  className,
  inlineList = false,
}: TypeaheadProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const descriptionId = `${id}-description`;
  const [text, setText] = useState("");
  const [options, setOptions] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const cancelPending = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancelPending, [cancelPending]);

  const runSearch = useCallback(
    (query: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus("loading");
      setOpen(true);
      search(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found.slice(0, maxOptions));
          setActive(-1);
          setStatus("done");
        },
        () => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setStatus("error");
        },
      );
    },
    [search, maxOptions],
  );

  function handleChange(value: string) {
    setText(value);
    cancelPending();
    const query = value.trim();
    if (query.length < minChars) {
      setOptions([]);
      setStatus("idle");
      setOpen(false);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(() => runSearch(query), waitMs);
  }

  function choose(option: T) {
    cancelPending();
    setText(optionLabel(option));
    setOpen(false);
    setActive(-1);
    onSelect(option);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        stepActiveOption(event, count, () => setOpen(true), setActive);
        return;
      case "Enter": {
        // Never submit a surrounding form from here: Enter chooses, or does nothing
        event.preventDefault();
        const option = open ? options[active] : undefined;
        if (option !== undefined) choose(option);
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (onEscape) {
          event.preventDefault();
          event.stopPropagation();
          cancelPending();
          onEscape();
        }
        return;
      default:
    }
  }

  // Keeps the highlighted option in view inside the scrolling list
  useBrowserLayoutEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.children[active];
    if (option && "scrollIntoView" in option) option.scrollIntoView({ block: "nearest" });
  }, [active]);

  const showList = open && status === "done" && options.length > 0;
  const showEmpty = open && status === "done" && options.length === 0;
  const announcement =
    status === "loading"
      ? "Searching…"
      : status === "error"
        ? errorText
        : status === "done"
          ? options.length === 0
            ? noResultsAnnouncement
            : `${options.length} ${options.length === 1 ? "result" : "results"} available. Use the up and down arrows to choose.`
          : "";

  return (
    <div
      className={["typeahead", inlineList ? "typeahead--inline-list" : null, className]
        .filter(Boolean)
        .join(" ")}
    >
      <label className="typeahead__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="typeahead__input"
        type="text"
        role="combobox"
        inputMode="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={description ? descriptionId : undefined}
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on request, so the shopper expects to type
        autoFocus={autoFocus}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => {
          if (status === "done") setOpen(true);
        }}
      />
      {description ? (
        <div id={descriptionId} className="typeahead__description">
          {description}
        </div>
      ) : null}
      <div className="typeahead__popup-anchor">
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className="typeahead__list"
          hidden={!showList}
          style={{ maxHeight: listMaxHeightPx }}
        >
          {showList
            ? options.map((option, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; focus stays in the input
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
                <div
                  key={optionKey(option)}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="typeahead__option"
                  // Keeps focus in the input, so the list does not close before the click lands
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => {
                    if (active !== index) setActive(index);
                  }}
                >
                  {optionLabel(option)}
                </div>
              ))
            : null}
        </div>
        {showEmpty ? <div className="typeahead__empty">{noResults}</div> : null}
        {open && status === "loading" ? (
          <div className="typeahead__empty typeahead__empty--quiet" aria-hidden="true">
            Searching…
          </div>
        ) : null}
        {open && status === "error" ? (
          <div className="typeahead__empty typeahead__empty--error">{errorText}</div>
        ) : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
