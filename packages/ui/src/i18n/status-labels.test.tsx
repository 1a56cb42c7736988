import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import {
  APPLICATION_STATUSES,
  COMMISSION_STATUS_LABELS,
  COMMISSION_STATUSES,
  ONBOARDING_BOOKING_STATUS_LABELS,
  ONBOARDING_BOOKING_STATUSES,
  statusLabel,
} from '@uniguide/domain';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { uiCatalog } from './catalog';
import {
  useCommissionStatusLabel,
  useOnboardingBookingStatusLabel,
  useStatusLabel,
} from './status-labels';

function useLabels() {
  return {
    status: useStatusLabel(),
    commission: useCommissionStatusLabel(),
    booking: useOnboardingBookingStatusLabel(),
  };
}

async function arabicWrapper() {
  const arabic = setupI18n({ locale: 'ar', messages: { ar: await uiCatalog.load.ar() } });
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={arabic}>{children}</I18nProvider>
  );
}

describe('status labels', () => {
  it("write the domain's English exactly on an English page", () => {
    const { result } = renderHook(() => useLabels());
    for (const status of APPLICATION_STATUSES)
      expect(result.current.status(status)).toBe(statusLabel(status));
    for (const status of COMMISSION_STATUSES)
      expect(result.current.commission(status)).toBe(COMMISSION_STATUS_LABELS[status]);
    for (const status of ONBOARDING_BOOKING_STATUSES)
      expect(result.current.booking(status)).toBe(ONBOARDING_BOOKING_STATUS_LABELS[status]);
    expect(result.current.status('action-required')).toBe('Action required');
  });

  it('use the glossary on an Arabic page, and keep an unknown spelling as the domain writes it', async () => {
    const { result } = renderHook(() => useLabels(), { wrapper: await arabicWrapper() });
    const { status, commission, booking } = result.current;
    expect(APPLICATION_STATUSES.map((value) => status(value))).toEqual([
      'مسودة',
      'مقدَّم',
      'قيد المراجعة',
      'غير مكتمل',
      'أُرسل إلى الجامعة',
      'قبول مشروط',
      'مقبول - بانتظار الدفع',
      'قيد تأكيد الدفع',
      'معتمد',
      'مكتمل',
      'مرفوض',
    ]);
    expect(status('action-required')).toBe('Action required');
    // Inherited names are not statuses.
    expect(status('constructor')).toBe('Constructor');
    expect(commission('paid')).toBe('مدفوعة');
    expect(booking('held')).toBe('عُقدت');
  });
});
