import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommissionStatusBadge } from './commission-status-badge';

afterEach(cleanup);

describe('<CommissionStatusBadge />', () => {
  it('shows the status, and Overdue beside it when the payout date has passed', () => {
    const { container, rerender } = render(
      <CommissionStatusBadge status="invoiced" overdue={false} />,
    );
    expect(container.textContent).toBe('Invoiced');
    rerender(<CommissionStatusBadge status="invoiced" overdue />);
    expect(container.textContent).toBe('InvoicedOverdue');
  });
});
