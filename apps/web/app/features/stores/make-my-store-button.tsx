import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useGlobalMessage } from "~/lib/global-message";
import { type SetStoreResult, setStoreActionPath } from "./set-store-result";
import "./make-my-store-button.css";

/**
 * 'Make this my store': a form posted to the stores route's action, so it works before the page's
 * script has loaded; with it, the post runs in the background and the header follows when the root
 * data reloads. The current store shows as a badge instead.
 */
export function MakeMyStoreButton({
  storeId,
  storeName,
  isCurrent,
  describedBy,
}: {
  storeId: number;
  storeName: string;
  isCurrent: boolean;
  /** The id of the element naming the store, so the repeated button text stays unambiguous. */
  describedBy?: string;
}) {
  const fetcher = useFetcher<SetStoreResult>();
  const { showMessage } = useGlobalMessage();
  const shown = useRef<SetStoreResult | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok)
      showMessage({ type: "success", text: `${result.storeName ?? storeName} is now your store.` });
    else {
      // Store-set errors are logged as well as shown (storefront s.8)
      console.error(result.log ?? "Server error");
      showMessage({ type: "error", text: result.error, keepAlive: true });
    }
  }, [fetcher.state, fetcher.data, showMessage, storeName]);

  if (isCurrent) {
    return (
      <p className="make-my-store make-my-store--current">
        <Icon name="store" size={18} />
        <span>Your store</span>
      </p>
    );
  }
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={setStoreActionPath} className="make-my-store">
      <input type="hidden" name="storeId" value={storeId} />
      <Button type="submit" variant="secondary" disabled={pending} aria-describedby={describedBy}>
        {pending ? "Saving…" : "Make this my store"}
      </Button>
    </fetcher.Form>
  );
}
