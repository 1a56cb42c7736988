import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import {
  Button,
  type ChecklistDocument,
  DocumentChecklist,
  FormField,
  Textarea,
  toast,
  SectionCard,
} from '@uniguide/ui';
import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { ApplicationDetail } from '../../../lib/api-types';
import { FormDialog } from '../../common/form-dialog';

function useReview() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.document.review.mutationOptions({
      onSuccess: async (document) => {
        toast({
          title: document.reviewStatus === 'verified' ? t`Document Verified` : t`Document Rejected`,
          description: document.originalFilename,
        });
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The document could not be reviewed.`),
          variant: 'destructive',
        }),
    }),
  );
}

function RejectDialog({ document }: { document: ChecklistDocument }) {
  const { t } = useLingui();
  const review = useReview();
  const filename = document.originalFilename;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t`Reject ${filename}`}
      >
        <XIcon aria-hidden="true" />
        <Trans>Reject</Trans>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Reject Document`}
        description={
          <Trans>
            Tell the agent what is wrong with <bdi>{filename}</bdi>; they are asked for a
            replacement, with your reason.
          </Trans>
        }
        pending={review.isPending}
        submitLabel={t`Reject Document`}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setProblem(t`Please give a reason for rejecting the document`);
            return;
          }
          review.mutate(
            { id: document.id, decision: 'rejected', reason: reason.trim() },
            {
              onSuccess: () => {
                setOpen(false);
                setReason('');
              },
            },
          );
        }}
      >
        <FormField id={`reject-reason-${document.id}`} label={t`Reason`} error={problem}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
        </FormField>
      </FormDialog>
    </>
  );
}

function ReviewActions({ document }: { document: ChecklistDocument }) {
  const { t } = useLingui();
  const review = useReview();
  const filename = document.originalFilename;
  return (
    <>
      {document.reviewStatus !== 'verified' ? (
        <Button
          type="button"
          size="sm"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: document.id, decision: 'verified' })}
          aria-label={t`Verify ${filename}`}
        >
          <CheckIcon aria-hidden="true" />
          <Trans>Verify</Trans>
        </Button>
      ) : null}
      {document.reviewStatus !== 'rejected' ? <RejectDialog document={document} /> : null}
    </>
  );
}

/**
 * The application's required documents (docs/decisions/024-application-conversation.md): each
 * type's state and files, verify or reject (with a reason) per file, and what is still missing
 * before the application may go to the university.
 */
export function ChecklistCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const checklist = useQuery(
    trpc.application.checklist.queryOptions({ applicationId: application.id }),
  );
  return (
    <SectionCard title={t`Required Documents`}>
      {checklist.data ? (
        <DocumentChecklist
          checklist={checklist.data}
          documents={application.documents}
          gate="forward"
          documentActions={(document) => <ReviewActions document={document} />}
        />
      ) : checklist.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(checklist.error, t`The checklist could not be loaded.`)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading the checklist…</Trans>
        </p>
      )}
    </SectionCard>
  );
}
