import { DOCUMENT_TYPE_LABELS, UPLOAD_HINT } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_MESSAGES, UPLOAD_HINT_MESSAGE } from './document-labels';

describe('document labels', () => {
  it("say in English exactly what the domain's texts say", () => {
    for (const [type, label] of Object.entries(DOCUMENT_TYPE_LABELS)) {
      expect(DOCUMENT_TYPE_MESSAGES[type as keyof typeof DOCUMENT_TYPE_LABELS].message).toBe(label);
    }
    expect(UPLOAD_HINT_MESSAGE.message).toBe(UPLOAD_HINT);
  });
});
