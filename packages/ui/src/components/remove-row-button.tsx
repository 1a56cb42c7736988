import { Trash2Icon } from 'lucide-react';
import { Button } from './button';

/** The bin beside one row of a form's list (a fee, a certificate); `label` names the row. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}
