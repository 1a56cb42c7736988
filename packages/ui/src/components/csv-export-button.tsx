import { DownloadIcon } from 'lucide-react';
import { Button } from './button';

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
    <Button
      variant="outline"
      className={className}
      pending={pending}
      pendingLabel={pendingLabel}
      onClick={onClick}
    >
      <DownloadIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
