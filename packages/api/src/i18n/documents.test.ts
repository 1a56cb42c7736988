import { readFileSync } from 'node:fs';
import { msg } from '@lingui/core/runtime-macro';
import { describe, expect, it } from 'vitest';
import { messages as arabic } from '../locales/ar/messages';
import { messages as english } from '../locales/en/messages';
import { documentI18n } from './documents';

describe('the catalog of the documents the server writes', () => {
  it('is compiled from the PO files as they are (run i18n:compile after i18n:extract)', () => {
    for (const [language, compiled] of [
      ['en', english],
      ['ar', arabic],
    ] as const) {
      const po = readFileSync(
        new URL(`../locales/${language}/messages.po`, import.meta.url),
        'utf8',
      );
      // A message's id hashes its context too (`msgctxt`, as in the document types).
      const ids = [...po.matchAll(/^(?:msgctxt (".*")\n)?msgid (".*")$/gm)]
        .map((match) => ({
          context: match[1] ? (JSON.parse(match[1]) as string) : undefined,
          message: JSON.parse(match[2]!) as string,
        }))
        .filter(({ message }) => message !== '')
        .map(({ message, context }) => msg(context ? { message, context } : { message }).id);
      expect(new Set(Object.keys(compiled))).toEqual(new Set(ids));
    }
  });

  it('writes English as the source and Arabic from its catalog', () => {
    expect(documentI18n('en')._(msg`First-year total: ${{ total: 'AED 1' }}`)).toBe(
      'First-year total: AED 1',
    );
    expect(documentI18n('ar')._(msg`Under review`)).toBe('قيد المراجعة');
  });
});
