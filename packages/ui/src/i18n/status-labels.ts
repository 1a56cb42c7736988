import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  statusLabel,
  type ApplicationStatus,
  type CommissionStatus,
  type OnboardingBookingStatus,
} from '@uniguide/domain';
import { useCallback } from 'react';

/*
 * The one home of the status words the pages show (docs/decisions/067-translation-layer.md). The
 * English is the domain's own — `statusLabel()`, `COMMISSION_STATUS_LABELS`,
 * `ONBOARDING_BOOKING_STATUS_LABELS`, which stay for the server's errors and CSV exports; the
 * Arabic follows docs/i18n-glossary.md. Each message carries a context, so a status never shares
 * its translation with a button or column heading of the same English word.
 */

/** The application statuses (docs/product.md §5.2), as `statusLabel()` writes them in English. */
export const STATUS_MESSAGES: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'application status' }),
  submitted: msg({ message: 'Submitted', context: 'application status' }),
  'under-review': msg({ message: 'Under review', context: 'application status' }),
  incomplete: msg({ message: 'Incomplete', context: 'application status' }),
  'submitted-to-university': msg({
    message: 'Submitted to university',
    context: 'application status',
  }),
  'accepted-conditional-offer': msg({
    message: 'Accepted conditional offer',
    context: 'application status',
  }),
  'accepted-payment-pending': msg({
    message: 'Accepted payment pending',
    context: 'application status',
  }),
  'payment-clearing': msg({ message: 'Payment clearing', context: 'application status' }),
  approved: msg({ message: 'Approved', context: 'application status' }),
  completed: msg({ message: 'Completed', context: 'application status' }),
  rejected: msg({ message: 'Rejected', context: 'application status' }),
};

/** A commission's statuses, as `COMMISSION_STATUS_LABELS` writes them in English. */
export const COMMISSION_STATUS_MESSAGES: Record<CommissionStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'commission status' }),
  invoiced: msg({ message: 'Invoiced', context: 'commission status' }),
  paid: msg({ message: 'Paid', context: 'commission status' }),
  reversed: msg({ message: 'Reversed', context: 'commission status' }),
};

/** An onboarding booking's statuses, as `ONBOARDING_BOOKING_STATUS_LABELS` writes them in English. */
export const ONBOARDING_BOOKING_STATUS_MESSAGES: Record<
  OnboardingBookingStatus,
  MessageDescriptor
> = {
  booked: msg({ message: 'Booked', context: 'onboarding booking status' }),
  cancelled: msg({ message: 'Cancelled', context: 'onboarding booking status' }),
  held: msg({ message: 'Held', context: 'onboarding booking status' }),
  missed: msg({ message: 'Missed', context: 'onboarding booking status' }),
};

/**
 * An application's status in the page's language: "under-review" → "Under review" / «قيد المراجعة».
 * A spelling the vocabulary does not know (an old row's) keeps `statusLabel()`'s text.
 */
export function useStatusLabel(): (status: string) => string {
  const { _ } = useLingui();
  return useCallback(
    (status: string) =>
      Object.hasOwn(STATUS_MESSAGES, status)
        ? _(STATUS_MESSAGES[status as ApplicationStatus])
        : statusLabel(status),
    [_],
  );
}

/** A commission's status in the page's language: "paid" → "Paid" / «مدفوعة». */
export function useCommissionStatusLabel(): (status: CommissionStatus) => string {
  const { _ } = useLingui();
  return useCallback((status: CommissionStatus) => _(COMMISSION_STATUS_MESSAGES[status]), [_]);
}

/** An onboarding booking's status in the page's language: "held" → "Held" / «عُقدت». */
export function useOnboardingBookingStatusLabel(): (status: OnboardingBookingStatus) => string {
  const { _ } = useLingui();
  return useCallback(
    (status: OnboardingBookingStatus) => _(ONBOARDING_BOOKING_STATUS_MESSAGES[status]),
    [_],
  );
}
