import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

const maxLength = 100;

/**
 * The drawer's search view: blank text is not submitted; the results page is /search/{term}. A plain
 * GET form, so without script it still leads there through /search?q= (ADR 024).
 */
export function MobileSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    void navigate(`/search/${encodeURIComponent(term)}`);
  }

  return (
    <form className="mobile-nav__search" method="get" action="/search" onSubmit={submit}>
      <label htmlFor="mobile-nav-search">Search products</label>
      <div className="mobile-nav__search-row">
        <input
          id="mobile-nav-search"
          type="search"
          name="q"
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What are you looking for?"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
