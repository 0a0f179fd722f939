import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { OnSaved } from "./delivery-admin-data";

/** A table row's Edit button, which tells a screen reader what it edits. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      Edit <span className="visually-hidden">{name}</span>
    </Button>
  );
}

/**
 * The dialog that edits one row at a time: open while `item` is set, titled by its name; the form
 * it renders gets `onCancel` (close) and `onSaved` (close, then tell the page).
 */
export function EditDialog<T extends { name: string }>({
  item,
  onClose,
  onSaved,
  children,
}: {
  item: T | null;
  onClose: () => void;
  onSaved: OnSaved;
  children: (item: T, done: { onCancel: () => void; onSaved: OnSaved }) => ReactNode;
}) {
  const saved: OnSaved = (message) => {
    onClose();
    onSaved(message);
  };
  return (
    <Dialog open={item !== null} onClose={onClose} title={`Edit ${item?.name ?? ""}`}>
      {item ? children(item, { onCancel: onClose, onSaved: saved }) : null}
    </Dialog>
  );
}

/** A settings form's buttons: save (saying so while it saves) and, in a dialog, cancel. */
export function FormButtons({
  label,
  busy,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="delivery-admin__buttons">
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : label}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
