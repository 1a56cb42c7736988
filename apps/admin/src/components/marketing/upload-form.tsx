import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MarketingLanguageOptions,
  MarketingTypeOptions,
  UniversityOptions,
  useTRPC,
} from '@uniguide/client';
import { REST_MAX_LIMIT } from '@uniguide/domain';
import { Button, Combobox, FormAlert, Input, Label, NativeSelect, toast } from '@uniguide/ui';
import { useId, useState, type FormEvent } from 'react';

export interface Replacing {
  id: number;
  title: string;
  materialType: string;
}

/**
 * Adds a material (or, with `replacing`, its next version) as multipart to
 * POST /api/admin/marketing-materials: the file goes through the document pipeline there.
 */
export function UploadForm({ replacing, onDone }: { replacing?: Replacing; onDone?: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [type, setType] = useState(replacing?.materialType ?? 'brochure');
  const [universityId, setUniversityId] = useState('');
  const [programId, setProgramId] = useState('');
  // The chosen university's programs, for a material about one program (empty: the whole university).
  const programs = useQuery({
    ...trpc.admin.program.list.queryOptions(
      { universityId: Number(universityId), includeHidden: false, limit: REST_MAX_LIMIT },
      { staleTime: 300_000 },
    ),
    enabled: universityId !== '',
  });
  const programOptions = programs.data
    ? [
        { value: '', label: t`The whole university` },
        ...programs.data.items.map((program) => ({
          value: String(program.id),
          label: program.name,
          hint: program.degree ?? undefined,
        })),
      ]
    : undefined;
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const isVideo = type === 'video-link';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The file goes last, as the upload routes expect; an empty file input sends nothing.
    const file = data.get('file');
    data.delete('file');
    if (file instanceof File && file.size > 0) data.append('file', file, file.name);
    if (replacing) data.set('replacesId', String(replacing.id));
    setSending(true);
    setError(null);
    try {
      const response = await fetch('/api/admin/marketing-materials', {
        method: 'POST',
        body: data,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (!response.ok) {
        const status = response.status;
        setError(body?.message ?? t`The material could not be stored (HTTP ${status})`);
        return;
      }
      form.reset();
      setUniversityId('');
      setProgramId('');
      toast({
        title: t`Material added`,
        description: t`Agents see it in their marketing kit.`,
      });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.marketing.pathKey() });
      onDone?.();
    } catch {
      setError(t`The material could not be sent: the connection was interrupted`);
    } finally {
      setSending(false);
    }
  };

  const replacingTitle = replacing?.title ?? '';

  return (
    <form
      aria-label={replacing ? t`New version of ${replacingTitle}` : t`Add a marketing material`}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => void submit(event)}
    >
      {error ? (
        <div className="sm:col-span-2">
          <FormAlert message={error} />
        </div>
      ) : null}
      {replacing ? null : (
        <>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-university`}>
              <Trans>University</Trans>
            </Label>
            <NativeSelect
              id={`${id}-university`}
              name="universityId"
              required
              value={universityId}
              onChange={(event) => {
                setUniversityId(event.target.value);
                setProgramId('');
              }}
            >
              <option value="" disabled>
                {t`Choose a university`}
              </option>
              <UniversityOptions />
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label id={`${id}-program-label`} htmlFor={`${id}-program`}>
              <Trans>Program (optional)</Trans>
            </Label>
            <Combobox
              id={`${id}-program`}
              aria-labelledby={`${id}-program-label`}
              value={programId}
              onValueChange={setProgramId}
              options={universityId === '' ? [] : programOptions}
              disabled={universityId === ''}
              placeholder={
                universityId === '' ? t`Choose a university first` : t`The whole university`
              }
              searchLabel={t`Search programs`}
              emptyText={t`No program matches`}
              loadingText={t`Loading programs…`}
            />
            <input type="hidden" name="programId" value={programId} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>
              <Trans>Type</Trans>
            </Label>
            <NativeSelect
              id={`${id}-type`}
              name="materialType"
              value={type}
              onChange={(event) => setType(event.target.value)}
            >
              <MarketingTypeOptions />
            </NativeSelect>
          </div>
        </>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          <Trans>Title</Trans>
        </Label>
        <Input
          id={`${id}-title`}
          name="title"
          required
          maxLength={200}
          defaultValue={replacing?.title}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-language`}>
          <Trans>Language</Trans>
        </Label>
        <NativeSelect id={`${id}-language`} name="language" defaultValue="en">
          <MarketingLanguageOptions />
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-regions`}>
          <Trans>Region tags (comma-separated, optional)</Trans>
        </Label>
        <Input id={`${id}-regions`} name="regionTags" placeholder={t`GCC, South Asia`} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-expires`}>
          <Trans>Expires on (optional)</Trans>
        </Label>
        <Input id={`${id}-expires`} name="expiresOn" type="date" />
      </div>
      {isVideo ? (
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-link`}>
            <Trans>Video link</Trans>
          </Label>
          <Input
            id={`${id}-link`}
            name="linkUrl"
            type="url"
            dir="ltr"
            required
            placeholder="https://"
          />
        </div>
      ) : (
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-file`}>
            <Trans>File</Trans>
          </Label>
          <Input
            id={`${id}-file`}
            name="file"
            type="file"
            required
            accept="application/pdf,image/png,image/jpeg,image/gif"
          />
          <p className="text-xs text-muted-foreground">
            <Trans>PDF, PNG, JPG, GIF up to 10MB each</Trans>
          </p>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={sending}>
          {sending ? (
            <Trans>Uploading…</Trans>
          ) : replacing ? (
            <Trans>Upload new version</Trans>
          ) : (
            <Trans>Add material</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
