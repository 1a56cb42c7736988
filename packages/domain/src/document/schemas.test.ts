import { describe, expect, it } from 'vitest';
import { EXPIRY_DATE_MESSAGE } from './expiry';
import {
  MAX_ATTACH_DOCUMENTS,
  ZAttachDocumentsInput,
  ZDeleteDocumentInput,
  ZSetDocumentExpiryInput,
} from './schemas';

describe('document input schemas', () => {
  it('sets a real calendar date or clears the expiry with null or an empty field', () => {
    expect(ZSetDocumentExpiryInput.parse({ id: '4', expiresOn: ' 2030-02-28 ' })).toEqual({
      id: 4,
      expiresOn: '2030-02-28',
    });
    expect(ZSetDocumentExpiryInput.parse({ id: 4, expiresOn: null }).expiresOn).toBeNull();
    expect(ZSetDocumentExpiryInput.parse({ id: 4, expiresOn: '' }).expiresOn).toBeNull();
    const invalid = ZSetDocumentExpiryInput.safeParse({ id: 4, expiresOn: '2030-02-30' });
    expect(invalid.error?.issues[0]?.message).toBe(EXPIRY_DATE_MESSAGE);
    expect(ZSetDocumentExpiryInput.safeParse({ id: 4 }).success).toBe(false);
  });

  it('tells the edit page’s remove (with an application) from the student page’s delete', () => {
    expect(ZDeleteDocumentInput.parse({ id: 7 })).toEqual({ id: 7 });
    expect(ZDeleteDocumentInput.parse({ id: '7', applicationId: '' })).toEqual({ id: 7 });
    expect(ZDeleteDocumentInput.parse({ id: 7, applicationId: '3' })).toEqual({
      id: 7,
      applicationId: 3,
    });
    expect(ZDeleteDocumentInput.safeParse({ id: 7, applicationId: 0 }).success).toBe(false);
  });

  it('attaches between one and fifty documents', () => {
    expect(ZAttachDocumentsInput.parse({ applicationId: '2', documentIds: ['5', 6] })).toEqual({
      applicationId: 2,
      documentIds: [5, 6],
    });
    expect(
      ZAttachDocumentsInput.safeParse({ applicationId: 2, documentIds: [] }).error?.issues[0]
        ?.message,
    ).toBe('Choose the documents to attach');
    const tooMany = Array.from({ length: MAX_ATTACH_DOCUMENTS + 1 }, (_, index) => index + 1);
    expect(
      ZAttachDocumentsInput.safeParse({ applicationId: 2, documentIds: tooMany }).success,
    ).toBe(false);
  });
});
