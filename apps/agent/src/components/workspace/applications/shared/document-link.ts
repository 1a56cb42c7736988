/** GET /api/documents/{id}/download (docs/product.md §8): the owner's and admins' copy of the bytes. */
export function documentDownloadUrl(documentId: number): string {
  return `/api/documents/${documentId}/download`;
}
