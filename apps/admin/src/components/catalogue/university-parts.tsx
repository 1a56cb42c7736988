import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useFormatters, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { BanknoteIcon } from 'lucide-react';
import type { AdminUniversity } from './catalogue-types';
import { bpsToPercent } from '@uniguide/domain';
import { DeleteButton, DocumentsButton, EditButton } from './edit-button';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** What the universities table and cards show, and where a row's Edit and Documents open their dialogs. */
export interface UniversityListProps {
  universities: readonly AdminUniversity[];
  /** How many of the university's programs have their own commission rate. */
  overrideCount: (universityId: number) => number;
  onEdit: (university: AdminUniversity) => void;
  onDocuments: (university: AdminUniversity) => void;
  onFees: (university: AdminUniversity) => void;
}

/** "12 (2 hidden)" */
export function UniversityProgramCount({ university }: { university: AdminUniversity }) {
  const format = useFormatters();
  const hidden = format.count(university.hiddenProgramCount);
  return (
    <>
      {format.count(university.programCount)}
      {university.hiddenProgramCount > 0 ? (
        <span className="text-muted-foreground">
          {' '}
          <Trans>({hidden} hidden)</Trans>
        </span>
      ) : null}
    </>
  );
}

/** "12.5% · 60 days", and how many programs have their own rate. */
export function UniversityTerms({
  university,
  overrides,
}: {
  university: AdminUniversity;
  overrides: number;
}) {
  const { t } = useLingui();
  const percent = bpsToPercent(university.commissionRateBps);
  return (
    <span>
      {t({
        message: plural(university.payoutLagDays, {
          one: `${percent}% · # day`,
          other: `${percent}% · # days`,
        }),
      })}
      {overrides > 0 ? (
        <span className="block text-xs text-muted-foreground">
          {t({
            message: plural(overrides, {
              one: '# program with own rate',
              other: '# programs with own rate',
            }),
          })}
        </span>
      ) : null}
    </span>
  );
}

/** A university's buttons, in its table row and on its card: edit, documents, fees, delete. */
export function UniversityActions({
  university,
  onEdit,
  onDocuments,
  onFees,
}: { university: AdminUniversity } & Pick<
  UniversityListProps,
  'onEdit' | 'onDocuments' | 'onFees'
>) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const name = university.name;
  const remove = useMutation(
    trpc.admin.university.delete.mutationOptions({
      onSuccess: () => feedback.succeeded(t`University deleted`),
      onError: (error) => feedback.failed(t`The university could not be deleted`, error),
    }),
  );
  return (
    <>
      <EditButton name={university.name} onClick={() => onEdit(university)} />
      <DocumentsButton name={name} onClick={() => onDocuments(university)} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={t`Fees for ${name}`}
        onClick={() => onFees(university)}
      >
        <BanknoteIcon aria-hidden="true" />
        <Trans>Fees</Trans>
      </Button>
      <DeleteButton
        name={name}
        pending={remove.isPending}
        description={
          university.programCount > 0
            ? t({
                message: plural(university.programCount, {
                  other: `${name} still has # programs; the server will refuse until they are moved or deleted.`,
                }),
              })
            : t`The university is removed from the catalogue. This cannot be undone.`
        }
        onConfirm={() => remove.mutate({ id: university.id })}
      />
    </>
  );
}
