import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** A fourth product is refused (checkout s.2): the spec's words and a 'Got it' button, focused first. */
export function TooManyProductsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Too many products"
      size="small"
      footer={
        <Button onClick={onClose} data-autofocus="">
          Got it
        </Button>
      }
    >
      <p>
        You've already selected 3 products to compare. That's the maximum. To compare this product, please
        remove another first.
      </p>
    </Dialog>
  );
}
