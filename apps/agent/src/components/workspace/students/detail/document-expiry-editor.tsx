import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { Button, Input, Label, toast } from '@uniguide/ui';
import { useId, useState, type FormEvent } from 'react';
import { useExpiryText } from '../../applications/shared/document-expiry';
import type { StudentDocument } from '../shared/types';
import { useRefreshStudent } from './use-refresh-student';

const LINK =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/**
 * A passport's or English certificate's expiry date on the student page: shown, set or changed
 * inline, or cleared. Saving a new date re-arms the expiry reminder on the server.
 */
export function DocumentExpiryEditor({ document }: { document: StudentDocument }) {
  const { t } = useLingui();
  const expiryText = useExpiryText();
  const trpc = useTRPC();
  const filename = document.originalFilename;
  const refresh = useRefreshStudent();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(document.expiresOn ?? '');
  const save = useMutation(
    trpc.document.setExpiry.mutationOptions({
      onSuccess: async (saved) => {
        setEditing(false);
        const expiry = saved.expiresOn ? expiryText(saved.expiresOn).toLowerCase() : '';
        toast({
          title: t`Expiry Date Saved`,
          description: saved.expiresOn
            ? t`${filename}: ${expiry}.`
            : t`${filename} no longer has an expiry date.`,
        });
        await refresh();
      },
      onError: (error) => {
        toast({
          title: t`Error`,
          description: errorMessage(
            error,
            t`The expiry date could not be saved. Please try again.`,
          ),
          variant: 'destructive',
        });
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!value) return;
    save.mutate({ id: document.id, expiresOn: value });
  };

  if (editing) {
    return (
      <form
        onSubmit={submit}
        aria-label={t`Expiry date of ${filename}`}
        className="mt-1 flex flex-wrap items-center gap-2"
      >
        <Label htmlFor={inputId} className="text-xs font-normal text-muted-foreground">
          <Trans>Expires on</Trans>
        </Label>
        <Input
          id={inputId}
          type="date"
          min="1900-01-01"
          max="2100-12-31"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="h-8 w-40 text-sm"
        />
        <Button type="submit" size="sm" disabled={!value || save.isPending}>
          {save.isPending ? t`Saving...` : t`Save`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={save.isPending}
          onClick={() => {
            setValue(document.expiresOn ?? '');
            setEditing(false);
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </form>
    );
  }

  return (
    <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
      <span>{document.expiresOn ? expiryText(document.expiresOn) : t`No expiry date`}</span>
      <button
        type="button"
        className={LINK}
        onClick={() => {
          setValue(document.expiresOn ?? '');
          setEditing(true);
        }}
        aria-label={
          document.expiresOn
            ? t`Change the expiry date of ${filename}`
            : t`Set expiry date of ${filename}`
        }
      >
        {document.expiresOn ? t`Change` : t`Set expiry date`}
      </button>
      {document.expiresOn ? (
        <button
          type="button"
          className={LINK}
          disabled={save.isPending}
          onClick={() => save.mutate({ id: document.id, expiresOn: null })}
          aria-label={t`Clear the expiry date of ${filename}`}
        >
          <Trans>Clear</Trans>
        </button>
      ) : null}
    </p>
  );
}
