// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { uiCatalog } from '@uniguide/ui';
import { describe, expect, it } from 'vitest';
import { appCatalog } from '../../i18n/catalog';
import { useCatalogueTexts } from './catalogue-texts';

describe('useCatalogueTexts', () => {
  it("keeps the catalogue's English as imported", () => {
    const { result } = renderHook(() => useCatalogueTexts());
    const texts = result.current;
    expect(texts.degree("Bachelor's Degree")).toBe("Bachelor's Degree");
    expect(texts.studyField('Arts & Humanities')).toBe('Arts & Humanities');
    expect(texts.duration('3 years')).toBe('3 years');
    expect(texts.tuition(57150)).toBe('AED 57,150/yr');
    expect(texts.tuition(null)).toBe('Contact for info');
    expect(texts.intakes(['January', 'September'])).toBe('January, September');
  });

  it('says degree, field and tuition in Arabic; an unknown value as written', async () => {
    // The degree levels are the kit's words, the rest the app's (docs/decisions/067-translation-layer.md).
    const messages = { ...(await uiCatalog.load.ar()), ...(await appCatalog.load.ar()) };
    const arabic = setupI18n({ locale: 'ar', messages: { ar: messages } });
    const { result } = renderHook(() => useCatalogueTexts(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider i18n={arabic}>{children}</I18nProvider>
      ),
    });
    const texts = result.current;
    expect(texts.degree("Bachelor's Degree")).toBe('بكالوريوس');
    expect(texts.degree('Foundation Year')).toBe('Foundation Year');
    expect(texts.studyField('Arts & Humanities')).toBe('الفنون والعلوم الإنسانية');
    expect(texts.duration('4+ years')).toBe('4+ سنوات');
    expect(texts.tuition(null)).toBe('تواصل معنا للاستفسار');
    expect(texts.tuition(57150)).toMatch(/^\S*57,150.*سنويًا$/);
    expect(texts.intakes(['January', 'September'])).toBe('يناير، سبتمبر');
    expect(texts.intakes(['Onsite/Online'])).toBe('Onsite/Online');
  });
});
