// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { workspaceCatalog } from '../../../../i18n/catalog';
import { StudentDocumentsValue } from './student-documents-value';

afterEach(cleanup);

const files = (documentCount: number, expiringDocumentCount = 0) => ({
  documentCount,
  expiringDocumentCount,
});

describe('<StudentDocumentsValue />', () => {
  it('counts the documents on file in English as before', () => {
    expect(render(<StudentDocumentsValue item={files(1)} />).container.textContent).toBe(
      '1 document',
    );
    cleanup();
    expect(render(<StudentDocumentsValue item={files(3)} />).container.textContent).toBe(
      '3 documents',
    );
    cleanup();
    expect(render(<StudentDocumentsValue item={files(0)} />).container.textContent).toBe(
      'No documents',
    );
  });

  it('counts them in Arabic with the noun in the number Arabic gives it', async () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await workspaceCatalog.load.ar() } });
    const inArabic = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={arabic}>{children}</I18nProvider>
    );
    const text = (count: number) => {
      const { container, unmount } = render(<StudentDocumentsValue item={files(count)} />, {
        wrapper: inArabic,
      });
      const content = container.textContent;
      unmount();
      return content;
    };
    expect(text(1)).toBe('مستند واحد');
    expect(text(2)).toBe('مستندان');
    expect(text(3)).toBe('3 مستندات');
    expect(text(11)).toBe('11 مستندًا');
    expect(text(100)).toBe('100 مستند');
    expect(text(0)).toBe('لا توجد مستندات');
  });
});
