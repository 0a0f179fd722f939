import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { PopoverDisclosure } from "~/components/ui/popover-disclosure";
import { useOptionalIdentity } from "~/lib/identity/identity-context";
import { useVisitorGeo } from "~/lib/visitor-geo";
import { StorePanel } from "./store-panel";
import "./store-dropdown.css";

/**
 * The header's store dropdown (desktop): the store's name, opening 'Your Store' with the locations
 * editor. Signed in, its panel sits lower (storefront s.6).
 */
export function StoreDropdown({
  locationEditor,
  className,
}: {
  locationEditor?: ReactNode;
  className?: string;
}) {
  const { geo } = useVisitorGeo();
  const store = geo?.store ?? null;
  const authenticated = useOptionalIdentity()?.signedIn ?? false;
  return (
    <PopoverDisclosure
      className={["store-dropdown", authenticated ? "store-dropdown--authenticated" : null, className]
        .filter(Boolean)
        .join(" ")}
      triggerClassName="store-dropdown__trigger"
      // The name is the words the button shows ('Your store', then the store or 'Choose your store')
      triggerLabel={`Your store: ${store?.name ?? "Choose your store"}`}
      panelLabel="Your Store"
      panelClassName="store-dropdown__panel"
      trigger={
        <>
          <Icon name="store" size={22} />
          <span className="store-dropdown__text">
            <span className="store-dropdown__caption">Your store</span>{" "}
            <span className="store-dropdown__name">{store?.name ?? "Choose your store"}</span>
          </span>
          <Icon name="chevronDown" size={16} className="store-dropdown__chevron" />
        </>
      }
    >
      {() => <StorePanel variant="desktop" locationEditor={locationEditor} />}
    </PopoverDisclosure>
  );
}
