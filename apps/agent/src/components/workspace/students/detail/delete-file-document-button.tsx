import { useLingui } from '@lingui/react/macro';
import { ConfirmDeleteButton } from '@uniguide/ui';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { useDeleteDocument } from '../../common/use-delete-document';
import type { StudentDocument } from '../shared/types';
import { useRefreshStudent } from './use-refresh-student';

/**
 * Deletes a document from the student's file after the "Delete Document" confirmation (docs/product.md §3.4). The
 * server refuses (409, with its reason) while an application past draft still holds the file.
 */
export function DeleteFileDocumentButton({ document }: { document: StudentDocument }) {
  const { t } = useLingui();
  const remove = useDeleteDocument(useRefreshStudent());
  const filename = document.originalFilename;
  return (
    <ConfirmDeleteButton
      label={t`Delete`}
      accessibleName={t`Delete ${filename}`}
      title={t(PRODUCT_TEXTS.deleteDocumentDialog.title)}
      description={t(PRODUCT_TEXTS.deleteDocumentDialog.description)}
      disabled={remove.isPending}
      onConfirm={() => remove.mutate({ id: document.id })}
    />
  );
}
