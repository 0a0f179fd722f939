import { searchDebounceMs } from "@store/domain/search";
import { useBrand } from "~/lib/brand-context";
import { SearchBox } from "./search-box";

/** The mobile drawer's search view: the same search as you type, label shown, kept on blur. */
export function MobileSearchBox() {
  const brand = useBrand();
  return (
    <div className="mobile-nav__view">
      <SearchBox waitMs={searchDebounceMs(brand.searchUi)} visibleLabel autoFocus clearOnBlur={false} />
    </div>
  );
}
