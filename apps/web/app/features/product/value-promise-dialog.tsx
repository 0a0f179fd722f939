import { telHref } from "@store/domain/shell-rules";
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { useBrand } from "~/lib/brand-context";
import "./product-dialog-content.css";

/** 'Why buy from {brand}': delivery, installation and legendary service (storefront s.2 value promise). */
export function ValuePromiseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const brand = useBrand();
  const country = brand.country === "NZ" ? "New Zealand" : "Australia";
  return (
    <Dialog open={open} onClose={onClose} title={`Why buy from ${brand.name}`} size="medium">
      <div className="product-dialog-content">
        <section aria-labelledby="promise-delivery">
          <h3 id="promise-delivery">Delivery on a day that suits you</h3>
          <p>
            Pick your delivery date at checkout and we'll confirm it straight away. We deliver across{" "}
            {country} from our own warehouses; our drivers carry your appliance to the room it belongs in,
            unpack it and take the packaging with them.
          </p>
        </section>
        <section aria-labelledby="promise-installation">
          <h3 id="promise-installation">Installed properly, first time</h3>
          <p>
            Add installation when you buy, and a qualified technician connects, tests and shows you how it
            works. For many appliances we can take your old one away on the same visit, so there's nothing
            left for you to organise.
          </p>
        </section>
        <section aria-labelledby="promise-service">
          <h3 id="promise-service">Legendary service, before and after you buy</h3>
          <p>
            Talk to appliance experts who use these products every day, in store or on{" "}
            <a href={telHref(brand.support.phone)}>{brand.support.phone}</a>. If something isn't right after
            delivery, we're the people you call: we'll sort it out with the manufacturer for you.
          </p>
          <p>
            <Link to="/article/legendary-service" onClick={onClose}>
              More about our legendary service
            </Link>
          </p>
        </section>
      </div>
    </Dialog>
  );
}
