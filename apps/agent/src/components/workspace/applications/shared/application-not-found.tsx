import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@uniguide/ui';
import { FileQuestionIcon } from 'lucide-react';
import { PRODUCT_TEXTS } from '../../common/product-texts';

/** docs/product.md §3/§8: a missing application, or one of another agent's (the server answers both alike). */
export function ApplicationNotFound() {
  const { t } = useLingui();
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestionIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">
        {t(PRODUCT_TEXTS.applicationNotFound)}
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans>
          The application you&apos;re looking for may not exist or you don&apos;t have permission to
          access it.
        </Trans>
      </p>
      <Button asChild>
        <Link to="/dashboard/applications">
          <Trans>Back to Applications</Trans>
        </Link>
      </Button>
    </div>
  );
}
