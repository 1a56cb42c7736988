import { DOCUMENT_TYPE_LABELS } from '../document/types';
import type { DocumentRequest } from './inputs';

/**
 * What the admissions team asked for: the document type, or their description of it; a rejected
 * document to replace says so.
 */
export function requestTitle(
  request: Pick<DocumentRequest, 'documentType' | 'description'> & { rejected: boolean },
): string {
  if (request.rejected && request.documentType) {
    return `${DOCUMENT_TYPE_LABELS[request.documentType]} (rejected)`;
  }
  if (request.documentType && request.description) {
    return `${DOCUMENT_TYPE_LABELS[request.documentType]}: ${request.description}`;
  }
  if (request.documentType) return DOCUMENT_TYPE_LABELS[request.documentType];
  return request.description ?? 'A document';
}
