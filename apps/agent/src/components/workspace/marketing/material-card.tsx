import type { Trpc } from '@uniguide/client';
import { MARKETING_LANGUAGES, MARKETING_MATERIAL_TYPE_LABELS } from '@uniguide/domain';
import { Badge, Button, Card, CardContent } from '@uniguide/ui';
import { DownloadIcon, ExternalLinkIcon, EyeIcon, FileTextIcon, PlayIcon } from 'lucide-react';

type Material = Trpc['marketing']['list']['~types']['output']['items'][number];

const fileUrl = (id: number, preview = false) =>
  `/api/marketing-materials/${id}/download${preview ? '?preview=true' : ''}`;

/** One material: a preview (image thumbnail, or a PDF opened in place), what it is, and its actions. */
export function MaterialCard({ material }: { material: Material }) {
  const isImage = material.mimeType?.startsWith('image/') ?? false;
  return (
    <li>
      <Card className="h-full gap-0 overflow-hidden py-0">
        <div className="flex h-40 items-center justify-center border-b bg-muted">
          {isImage ? (
            <img
              src={fileUrl(material.id, true)}
              alt={`Preview of ${material.title}`}
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
            {material.isNew ? <Badge variant="info">New</Badge> : null}
            <Badge variant="neutral">{MARKETING_MATERIAL_TYPE_LABELS[material.materialType]}</Badge>
            <Badge variant="neutral">{MARKETING_LANGUAGES[material.language]}</Badge>
            {material.version > 1 ? <Badge variant="neutral">v{material.version}</Badge> : null}
          </div>
          <div className="grid gap-0.5">
            <h2 className="font-semibold wrap-anywhere">{material.title}</h2>
            <p className="text-sm text-muted-foreground wrap-anywhere">
              {material.programName
                ? `${material.programName} · ${material.universityName}`
                : material.universityName}
            </p>
            {material.regionTags.length > 0 ? (
              <p className="text-xs text-muted-foreground wrap-anywhere">
                For {material.regionTags.join(', ')}
              </p>
            ) : null}
            {material.expiresOn ? (
              <p className="text-xs text-muted-foreground">Valid until {material.expiresOn}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {material.linkUrl ? (
              <Button asChild size="sm">
                <a href={material.linkUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  Open video
                </a>
              </Button>
            ) : (
              <>
                {material.mimeType === 'application/pdf' ? (
                  <Button asChild size="sm" variant="outline">
                    <a href={fileUrl(material.id, true)} target="_blank" rel="noopener noreferrer">
                      <EyeIcon aria-hidden="true" />
                      Preview
                    </a>
                  </Button>
                ) : null}
                <Button asChild size="sm">
                  <a href={fileUrl(material.id)} download={material.originalFilename ?? true}>
                    <DownloadIcon aria-hidden="true" />
                    Download
                    <span className="sr-only"> {material.title}</span>
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
