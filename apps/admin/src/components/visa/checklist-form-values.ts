import {
  ZSetVisaChecklistInput,
  type DocumentType,
  type SetVisaChecklistInput,
  type VisaChecklistItem,
} from '@uniguide/domain';

/** One item as the inputs hold it: '' for "no document type". */
export type ChecklistItemValues = Omit<VisaChecklistItem, 'documentType'> & {
  documentType: DocumentType | '';
};

export interface ChecklistFormValues {
  items: ChecklistItemValues[];
}

export function emptyItem(): ChecklistItemValues {
  return {
    name: '',
    note: '',
    nameAr: '',
    noteAr: '',
    needsAttestation: false,
    under18Only: false,
    documentType: '',
  };
}

export function formItemsOf(items: readonly VisaChecklistItem[]): ChecklistItemValues[] {
  return items.map((item) => ({
    ...item,
    documentType: item.documentType ?? '',
  }));
}

/**
 * The save's input, checked by the API's own schema (its messages under the inputs' paths), or the
 * issues to show. `updatedAt` is the list as read: a save after someone else's is refused (409).
 */
export function checklistInput(
  country: string,
  values: ChecklistFormValues,
  updatedAt: string | null,
):
  | { success: true; input: SetVisaChecklistInput }
  | { success: false; issues: Array<{ path: string; message: string }> } {
  const result = ZSetVisaChecklistInput.safeParse({
    country,
    expectedUpdatedAt: updatedAt,
    items: values.items.map((item) => ({ ...item, documentType: item.documentType || null })),
  });
  if (result.success) return { success: true, input: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  };
}
