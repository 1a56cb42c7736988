/** GET /api/documents/{id}/download (DESIGN.md §5): the owner's and admins' copy of the bytes. */
export function documentDownloadUrl(documentId: number): string {
  return `/api/documents/${documentId}/download`;
}
