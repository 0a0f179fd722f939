import type { Store } from "@store/domain/store.schema";
import { Icon } from "~/components/ui/icon";
import { storeStatus } from "./store-status";
import "./store-status-line.css";

/** Today's status of a store with a clock icon, coloured by whether it is open. */
export function StoreStatusLine({ store, className }: { store: Store; className?: string }) {
  const status = storeStatus(store);
  return (
    <p className={["store-status-line", className].filter(Boolean).join(" ")} data-status={status.kind}>
      <Icon name="clock" size={16} />
      <span>{status.text}</span>
    </p>
  );
}
