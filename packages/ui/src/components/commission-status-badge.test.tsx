import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommissionStatusBadge } from './commission-status-badge';

afterEach(() => cleanup());

describe('<CommissionStatusBadge />', () => {
  it('explains "Overdue" in plain words, on hover and to screen readers', () => {
    render(<CommissionStatusBadge status="invoiced" overdue />);
    const badge = screen.getByText('Overdue');
    expect(badge.getAttribute('title')).toBe('Not paid, and its expected payout date has passed');
    expect(badge.textContent).toBe('Overdue: not paid, and its expected payout date has passed');
  });

  it('shows no overdue mark when the date has not passed', () => {
    render(<CommissionStatusBadge status="pending" overdue={false} />);
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });
});
