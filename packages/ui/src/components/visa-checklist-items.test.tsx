import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { VisaChecklistItem } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiCatalog } from '../i18n/catalog';
import { fakeVisaChecklistItem } from '../testing/fixtures';
import { VisaChecklistItems } from './visa-checklist-items';

afterEach(() => cleanup());

const items: VisaChecklistItem[] = [
  fakeVisaChecklistItem(),
  fakeVisaChecklistItem({
    name: 'Police clearance',
    note: 'From the home country.',
    nameAr: 'شهادة حسن السيرة والسلوك',
    noteAr: '',
    documentType: null,
  }),
];

describe('<VisaChecklistItems />', () => {
  it('shows the English on an English page', () => {
    render(<VisaChecklistItems items={items} />);
    expect(screen.getByText('Passport valid for at least six months').lang).toBe('en');
    expect(screen.queryByText('جواز سفر صالح لستة أشهر على الأقل')).toBeNull();
  });

  it('shows the Arabic an admin wrote on an Arabic page, each field else its English', async () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await uiCatalog.load.ar() } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={arabic}>{children}</I18nProvider>
    );
    render(<VisaChecklistItems items={items} />, { wrapper });
    const name = screen.getByText('جواز سفر صالح لستة أشهر على الأقل');
    expect(name.lang).toBe('ar');
    expect(screen.getByText('نسخة ملوّنة من صفحة الصورة.').lang).toBe('ar');
    expect(screen.queryByText('Passport valid for at least six months')).toBeNull();
    // No Arabic note: the English one, marked as English.
    const note = screen.getByText('From the home country.');
    expect(note.lang).toBe('en');
    expect(note.dir).toBe('auto');
  });
});
