import { Icon } from "~/components/ui/icon";
import { PopoverDisclosure } from "~/components/ui/popover-disclosure";
import { useVisitorGeo } from "~/lib/visitor-geo";
import { LocationPicker } from "./location-picker";
import "./delivery-location-menu.css";

/** The header's delivery location: the chosen suburb and postcode, opening the location picker. */
export function DeliveryLocationMenu({ className }: { className?: string }) {
  const { geo } = useVisitorGeo();
  const place = geo?.postcode ? `${geo.suburb} ${geo.postcode}` : null;
  return (
    <PopoverDisclosure
      className={["delivery-location-menu", className].filter(Boolean).join(" ")}
      triggerClassName="delivery-location-menu__trigger"
      // The name starts with the words the button shows, so speech users can say what they see
      triggerLabel={place ? `Deliver to ${place}. Change delivery location` : "Delivery: Set postcode"}
      panelLabel="Delivery location"
      trigger={
        <>
          <Icon name="pin" size={22} />
          <span className="delivery-location-menu__text">
            <span className="delivery-location-menu__caption">{place ? "Deliver to" : "Delivery"}</span>{" "}
            <span className="delivery-location-menu__place">{place ?? "Set postcode"}</span>
          </span>
          <Icon name="chevronDown" size={16} className="delivery-location-menu__chevron" />
        </>
      }
    >
      {(close) => (
        <div className="delivery-location-menu__panel">
          <h2 className="delivery-location-menu__heading">Delivery location</h2>
          <LocationPicker startEditing onChosen={() => close()} />
        </div>
      )}
    </PopoverDisclosure>
  );
}
