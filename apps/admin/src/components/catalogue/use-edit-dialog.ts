import { useState } from 'react';

/**
 * A tab's one create-or-edit dialog: which row it edits (none for a new one) and whether it is open.
 * The row stays set while the dialog closes, so its content does not change during the animation.
 */
export function useEditDialog<Row>() {
  const [editing, setEditing] = useState<Row | undefined>(undefined);
  const [open, setOpen] = useState(false);
  return {
    editing,
    open,
    setOpen,
    /** Opens the dialog on `row`, or empty to add one. */
    openDialog: (row?: Row) => {
      setEditing(row);
      setOpen(true);
    },
  };
}
