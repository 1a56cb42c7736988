import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentRequirement, DocumentType } from '@uniguide/domain';
import { cn } from '../lib/cn';
import { DOCUMENT_TYPE_MESSAGES, REQUIREMENT_STAGE_MESSAGES } from '../i18n/document-labels';
import { CircleDashedIcon, FileCheckIcon, FileTextIcon } from 'lucide-react';

function requirementTitle(requirement: DocumentRequirement, label: string): string {
  return requirement.count > 1 ? `${label} (${requirement.count})` : label;
}

/**
 * A program's required documents (docs/decisions/024-application-conversation.md). With `chosen`
 * (the apply form: files picked or attached, by type) each row says whether enough are chosen; a
 * file icon marks a chosen one, never a tick: nothing is checked before an admin has seen it.
 */
export function RequirementsList({
  requirements,
  chosen,
}: {
  requirements: readonly DocumentRequirement[];
  chosen?: Partial<Record<DocumentType, number>>;
}) {
  const { t } = useLingui();
  if (requirements.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No documents are required.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-2.5" aria-label={t`Required documents`}>
      {requirements.map((requirement) => {
        const have = chosen?.[requirement.documentType] ?? 0;
        const enough = have >= requirement.count;
        const Icon =
          chosen === undefined ? FileTextIcon : enough ? FileCheckIcon : CircleDashedIcon;
        return (
          <li key={requirement.documentType} className="flex items-start gap-2 text-sm">
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-4 shrink-0',
                chosen !== undefined && enough ? 'text-info' : 'text-muted-foreground',
              )}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">
                {requirementTitle(requirement, t(DOCUMENT_TYPE_MESSAGES[requirement.documentType]))}
                {chosen !== undefined ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    ·{' '}
                    {enough
                      ? t`Chosen`
                      : have > 0
                        ? t`${have} of ${requirement.count} chosen`
                        : t`Not chosen yet`}
                  </span>
                ) : null}
              </span>
              <span className="text-xs text-muted-foreground">
                {t(REQUIREMENT_STAGE_MESSAGES[requirement.stage])}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The to_submit types with fewer chosen documents than required. */
export function missingToSubmit(
  requirements: readonly DocumentRequirement[],
  chosen: Partial<Record<DocumentType, number>>,
): DocumentType[] {
  return requirements
    .filter((item) => item.stage === 'to_submit' && (chosen[item.documentType] ?? 0) < item.count)
    .map((item) => item.documentType);
}

/** Counts by type, of picked files and attached documents. */
export function countByType(types: readonly DocumentType[]): Partial<Record<DocumentType, number>> {
  const counts: Partial<Record<DocumentType, number>> = {};
  for (const type of types) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}
