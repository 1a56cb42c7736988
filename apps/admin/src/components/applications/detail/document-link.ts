/** GET /api/documents/{id}/download (docs/product.md §8): admins may fetch any document; the cookie goes along. */
export function documentDownloadUrl(documentId: number): string {
  return `/api/documents/${documentId}/download`;
}

/** Images can be shown in an <img> from the download address; other types are downloaded. */
export function isPreviewableImage(mimeType: string): boolean {
  return ['image/png', 'image/jpeg', 'image/gif'].includes(mimeType);
}
