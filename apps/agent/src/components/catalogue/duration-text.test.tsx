// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appCatalog } from '../../i18n/catalog';
import { useDurationText } from './duration-text';

describe('useDurationText', () => {
  it("keeps the catalogue's English as imported", () => {
    const { result } = renderHook(() => useDurationText());
    const text = result.current;
    expect(text('1 year')).toBe('1 year');
    expect(text('3 years')).toBe('3 years');
    expect(text('4+ years')).toBe('4+ years');
    expect(text('4 Years')).toBe('4 Years');
    expect(text('18 months')).toBe('18 months');
  });

  it('says a count of years as one Arabic phrase, in Arabic order and number', async () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await appCatalog.load.ar() } });
    const { result } = renderHook(() => useDurationText(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider i18n={arabic}>{children}</I18nProvider>
      ),
    });
    const text = result.current;
    expect(text('1 year')).toBe('سنة واحدة');
    expect(text('2 years')).toBe('سنتان');
    expect(text('3 years')).toBe('3 سنوات');
    expect(text('4+ years')).toBe('4+ سنوات');
    expect(text('18 months')).toBe('18 months');
  });
});
