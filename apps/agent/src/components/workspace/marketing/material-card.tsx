import { Trans, useLingui } from '@lingui/react/macro';
import {
  MARKETING_TYPE_MESSAGES,
  marketingLanguageName,
  useFormatters,
  type Trpc,
} from '@uniguide/client';
import { Badge, Button, Card, CardContent, MaterialPlace } from '@uniguide/ui';
import { DownloadIcon, ExternalLinkIcon, EyeIcon, FileTextIcon, PlayIcon } from 'lucide-react';

type Material = Trpc['marketing']['list']['~types']['output']['items'][number];

const fileUrl = (id: number, preview = false) =>
  `/api/marketing-materials/${id}/download${preview ? '?preview=true' : ''}`;

/** One material: a preview (image thumbnail, or a PDF opened in place), what it is, and its actions. */
export function MaterialCard({ material }: { material: Material }) {
  const { t } = useLingui();
  const format = useFormatters();
  const isImage = material.mimeType?.startsWith('image/') ?? false;
  const title = material.title;
  const regions = material.regionTags.join(', ');
  const expiresOn = material.expiresOn ?? '';
  const version = format.count(material.version);
  return (
    <li>
      <Card className="h-full gap-0 overflow-hidden py-0">
        <div className="flex h-40 items-center justify-center border-b bg-muted">
          {isImage ? (
            <img
              src={fileUrl(material.id, true)}
              alt={t`Preview of ${title}`}
              className="max-h-full max-w-full object-contain"
              loading="lazy"
            />
          ) : material.linkUrl ? (
            <PlayIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          ) : (
            <FileTextIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          )}
        </div>
        <CardContent className="grid gap-3 p-4">
          <div className="flex flex-wrap items-center gap-1.5">
            {material.isNew ? (
              <Badge variant="info">
                <Trans>New</Trans>
              </Badge>
            ) : null}
            <Badge variant="neutral">{t(MARKETING_TYPE_MESSAGES[material.materialType])}</Badge>
            <Badge variant="neutral">
              {marketingLanguageName(material.language, format.language)}
            </Badge>
            {material.version > 1 ? (
              <Badge variant="neutral">
                <Trans>v{version}</Trans>
              </Badge>
            ) : null}
          </div>
          <div className="grid gap-0.5">
            <h2 className="font-semibold wrap-anywhere">
              <bdi>{material.title}</bdi>
            </h2>
            <p className="text-sm text-muted-foreground wrap-anywhere">
              <MaterialPlace
                programName={material.programName}
                universityName={material.universityName}
              />
            </p>
            {material.regionTags.length > 0 ? (
              <p className="text-xs text-muted-foreground wrap-anywhere">
                <Trans>
                  For <bdi>{regions}</bdi>
                </Trans>
              </p>
            ) : null}
            {material.expiresOn ? (
              <p className="text-xs text-muted-foreground">
                <Trans>Valid until {expiresOn}</Trans>
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {material.linkUrl ? (
              <Button asChild size="sm">
                <a href={material.linkUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  <Trans>Open video</Trans>
                </a>
              </Button>
            ) : (
              <>
                {material.mimeType === 'application/pdf' ? (
                  <Button asChild size="sm" variant="outline">
                    <a href={fileUrl(material.id, true)} target="_blank" rel="noopener noreferrer">
                      <EyeIcon aria-hidden="true" />
                      <Trans>Preview</Trans>
                    </a>
                  </Button>
                ) : null}
                <Button asChild size="sm">
                  <a href={fileUrl(material.id)} download={material.originalFilename ?? true}>
                    <DownloadIcon aria-hidden="true" />
                    <Trans>
                      Download<span className="sr-only"> {title}</span>
                    </Trans>
                  </a>
                </Button>
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
