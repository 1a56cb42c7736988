import { DownloadIcon } from 'lucide-react';
import { Button } from './button';
import { Spinner } from './spinner';

/** The outline button that starts an export, with a spinner while it runs. */
export function CsvExportButton({
  pending,
  label,
  pendingLabel,
  className,
  onClick,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" className={className} disabled={pending} onClick={onClick}>
      {pending ? <Spinner aria-hidden="true" label="" /> : <DownloadIcon aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
