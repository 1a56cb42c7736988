// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseCountry, clearToasts, renderPage } from '@uniguide/client/testing/page';
import type { VisaChecklist } from '@uniguide/domain';
import { fakeVisaChecklistItem } from '@uniguide/ui/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChecklistEditorPage } from './checklist-editor-page';
import { NationalitiesPage } from './nationalities-page';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  clearToasts();
  cleanup();
});

const DEFAULT_FOR_NIGERIA: VisaChecklist = {
  country: 'NG',
  source: 'default',
  updatedAt: null,
  items: [
    fakeVisaChecklistItem(),
    fakeVisaChecklistItem({
      name: 'Passport photos on a white background',
      note: '',
      nameAr: '',
      noteAr: '',
      documentType: null,
    }),
  ],
};

describe('<ChecklistEditorPage />', () => {
  it('starts a nationality without its own list from the default and saves it as its own', async () => {
    const { callsTo } = renderPage(<ChecklistEditorPage country="NG" />, {
      path: '/visa-checklists/NG',
      handlers: {
        'visa.checklist': () => DEFAULT_FOR_NIGERIA,
        'admin.visa.setChecklist': (input) => ({
          ...DEFAULT_FOR_NIGERIA,
          source: 'country',
          updatedAt: '2026-11-29T01:00:00.000Z',
          items: (input as { items: VisaChecklist['items'] }).items,
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Nigeria checklist' })).toBeTruthy();
    expect(screen.getByText(/follows the default list/)).toBeTruthy();
    expect(
      (screen.getByLabelText('Name*', { selector: '#item-0-name' }) as HTMLInputElement).value,
    ).toBe('Passport valid for at least six months');
    // The Arabic name and note beside the English, written right to left as Arabic.
    const arabicName = screen.getByLabelText('Name in Arabic', {
      selector: '#item-0-name-ar',
    }) as HTMLInputElement;
    expect(arabicName.value).toBe('جواز سفر صالح لستة أشهر على الأقل');
    expect([arabicName.dir, arabicName.lang]).toEqual(['rtl', 'ar']);
    const arabicNote = screen.getByLabelText('Note in Arabic', { selector: '#item-0-note-ar' });
    expect([arabicNote.getAttribute('dir'), arabicNote.getAttribute('lang')]).toEqual([
      'rtl',
      'ar',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const third = screen.getAllByRole('listitem').at(-1)!;
    fireEvent.click(screen.getByRole('button', { name: 'Save as its own list' }));
    expect(await within(third).findByText('Give the item a name')).toBeTruthy();
    expect(callsTo('admin.visa.setChecklist')).toEqual([]);

    fireEvent.input(within(third).getByLabelText('Name*'), {
      target: { value: 'Birth certificate translated into Arabic' },
    });
    fireEvent.input(within(third).getByLabelText('Name in Arabic'), {
      target: { value: 'شهادة الميلاد مترجمة إلى العربية' },
    });
    fireEvent.change(within(third).getByLabelText('Document type'), { target: { value: 'other' } });
    fireEvent.click(within(third).getByLabelText('Needs attestation'));
    fireEvent.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as its own list' }));
    await waitFor(() => expect(callsTo('admin.visa.setChecklist')).toHaveLength(1));
    expect(callsTo('admin.visa.setChecklist')[0]?.input).toEqual({
      country: 'NG',
      expectedUpdatedAt: null,
      items: [
        {
          name: 'Birth certificate translated into Arabic',
          note: '',
          nameAr: 'شهادة الميلاد مترجمة إلى العربية',
          noteAr: '',
          needsAttestation: true,
          under18Only: false,
          documentType: 'other',
        },
        // The default's second item, kept as it was.
        DEFAULT_FOR_NIGERIA.items[1],
      ],
    });
    expect(await screen.findByText('Checklist saved')).toBeTruthy();
  });
});

describe('<NationalitiesPage />', () => {
  it('lists each unmapped text with the students it affects, and maps it to a chosen country', async () => {
    const { callsTo } = renderPage(<NationalitiesPage />, {
      path: '/nationalities',
      handlers: {
        'admin.visa.unmappedNationalities': () => [
          {
            value: 'Nigerain',
            studentCount: 1,
            applicationCount: 2,
            students: [
              {
                id: 4,
                name: 'Mohammed Abdulrahman Al-Hashimi Bin Rashid',
                agentEmail: 'agent@example.com',
              },
            ],
          },
        ],
        'admin.visa.mapNationality': () => ({ students: 1, applications: 2 }),
      },
    });
    const entry = (await screen.findByRole('heading', { name: '“Nigerain”' })).closest('li')!;
    expect(within(entry).getByText('1 student, 2 applications')).toBeTruthy();
    expect(within(entry).getByText('Mohammed Abdulrahman Al-Hashimi Bin Rashid')).toBeTruthy();
    const map = within(entry).getByRole('button', { name: 'Map to this country' });
    expect((map as HTMLButtonElement).disabled).toBe(true);
    await chooseCountry('Country', 'نيج', 'Nigeria');
    fireEvent.click(map);
    await waitFor(() =>
      expect(callsTo('admin.visa.mapNationality')[0]?.input).toEqual({
        value: 'Nigerain',
        country: 'NG',
      }),
    );
    expect(await screen.findByText('"Nigerain" mapped')).toBeTruthy();
  });
});
