import { countOf } from "@store/domain/text";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useCombobox } from "./use-combobox.ts";
import "./typeahead.css";

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
  /** The text the input starts with (a locality already chosen); remount with a new key to change it. */
  initialText?: string;
  /** Called on every edit of the text (a form clears what was chosen from it). */
  onTextChange?: (text: string) => void;
  /** Marks the input invalid (the description then says why). */
  invalid?: boolean;
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
  initialText = "",
  onTextChange,
  invalid,
}: TypeaheadProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const descriptionId = `${id}-description`;
  const [text, setText] = useState(initialText);
  const [options, setOptions] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const cancelPending = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancelPending, [cancelPending]);

  const combobox = useCombobox({
    listId,
    count: options.length,
    ready: status === "done",
    onChoose: (index) => {
      const option = options[index];
      if (option !== undefined) choose(option);
    },
    onEscape: (wasOpen) => {
      if (wasOpen) return true;
      if (!onEscape) return false;
      cancelPending();
      onEscape();
      return true;
    },
  });
  const { setOpen, setActive, close } = combobox;

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
    [search, maxOptions, setOpen, setActive],
  );

  function handleChange(value: string) {
    setText(value);
    onTextChange?.(value);
    cancelPending();
    const query = value.trim();
    if (query.length < minChars) {
      setOptions([]);
      setStatus("idle");
      close();
      return;
    }
    timer.current = setTimeout(() => runSearch(query), waitMs);
  }

  function choose(option: T) {
    cancelPending();
    setText(optionLabel(option));
    close();
    onSelect(option);
  }

  const { open, expanded: showList } = combobox;
  const showEmpty = open && status === "done" && options.length === 0;
  const announcement =
    status === "loading"
      ? "Searching…"
      : status === "error"
        ? errorText
        : status === "done"
          ? options.length === 0
            ? noResultsAnnouncement
            : `${countOf(options.length, "result")} available. Use the up and down arrows to choose.`
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
        {...combobox.inputProps}
        inputMode="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={description ? descriptionId : undefined}
        aria-invalid={invalid || undefined}
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on request, so the shopper expects to type
        autoFocus={autoFocus}
        onChange={(event) => handleChange(event.target.value)}
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
                  {...combobox.optionProps(index)}
                  role="option"
                  className="typeahead__option"
                  onClick={() => choose(option)}
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
