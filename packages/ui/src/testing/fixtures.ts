import type { VisaChecklistItem } from '@uniguide/domain';

/** A visa checklist item as an admin writes it, in English and Arabic; override what a test is about. */
export function fakeVisaChecklistItem(
  overrides: Partial<VisaChecklistItem> = {},
): VisaChecklistItem {
  return {
    name: 'Passport valid for at least six months',
    note: 'Colour copy of the photo page.',
    nameAr: 'جواز سفر صالح لستة أشهر على الأقل',
    noteAr: 'نسخة ملوّنة من صفحة الصورة.',
    needsAttestation: false,
    under18Only: false,
    documentType: 'passport',
    ...overrides,
  };
}
