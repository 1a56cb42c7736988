import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './status';
import { STATUS_DETAIL_FIELD, detailsForStatus, statusDetailField } from './status-schemas';

const ALL_DETAILS = {
  rejectionReason: 'Missing transcript',
  conditionalOfferTerms: 'IELTS 6.5 by August',
  paymentConfirmation: true,
};

describe('status details', () => {
  it('gives each of three statuses its own field, and no other status any', () => {
    expect(statusDetailField('rejected')).toBe('rejectionReason');
    expect(statusDetailField('accepted-conditional-offer')).toBe('conditionalOfferTerms');
    expect(statusDetailField('payment-clearing')).toBe('paymentConfirmation');
    const withField = APPLICATION_STATUSES.filter((status) => statusDetailField(status));
    expect(withField.sort()).toEqual(Object.keys(STATUS_DETAIL_FIELD).sort());
  });

  it('keeps only the chosen status detail', () => {
    expect(detailsForStatus('rejected', ALL_DETAILS)).toEqual({
      rejectionReason: 'Missing transcript',
    });
    expect(detailsForStatus('accepted-conditional-offer', ALL_DETAILS)).toEqual({
      conditionalOfferTerms: 'IELTS 6.5 by August',
    });
    expect(detailsForStatus('payment-clearing', ALL_DETAILS)).toEqual({
      paymentConfirmation: true,
    });
    expect(detailsForStatus('completed', ALL_DETAILS)).toEqual({});
  });

  it('leaves an unsent text absent, keeps an empty one (it clears), and reads no payment answer as no', () => {
    expect(detailsForStatus('rejected', {})).toEqual({});
    expect(detailsForStatus('rejected', { rejectionReason: '' })).toEqual({ rejectionReason: '' });
    expect(detailsForStatus('payment-clearing', {})).toEqual({ paymentConfirmation: false });
  });
});
