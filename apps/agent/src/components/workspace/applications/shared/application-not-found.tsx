import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, PageNotice } from '@uniguide/ui';
import { FileQuestionIcon } from 'lucide-react';
import { PRODUCT_TEXTS } from '../../common/product-texts';

/** docs/product.md §3/§8: a missing application, or one of another agent's (the server answers both alike). */
export function ApplicationNotFound() {
  const { t } = useLingui();
  return (
    <PageNotice
      icon={FileQuestionIcon}
      title={t(PRODUCT_TEXTS.applicationNotFound)}
      action={
        <Button asChild>
          <Link to="/dashboard/applications">
            <Trans>Back to Applications</Trans>
          </Link>
        </Button>
      }
    >
      <Trans>
        The application you&apos;re looking for may not exist or you don&apos;t have permission to
        access it.
      </Trans>
    </PageNotice>
  );
}
