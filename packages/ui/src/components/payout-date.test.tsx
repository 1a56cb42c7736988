import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutDate } from './payout-date';

afterEach(cleanup);

describe('<PayoutDate />', () => {
  it('adds how far away the date is while the commission is unpaid', () => {
    const { container } = render(
      <PayoutDate
        commission={{ expectedPayoutOn: '2026-04-29', status: 'invoiced', overdue: false }}
      />,
    );
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-04-29');
    expect(time.textContent).toBe('Apr 29, 2026');
    expect(time.className).toBe('');
    expect(container.textContent).not.toBe('Apr 29, 2026');
  });

  it('shows the date alone once paid', () => {
    const { container } = render(
      <PayoutDate
        commission={{ expectedPayoutOn: '2026-04-29', status: 'paid', overdue: false }}
      />,
    );
    expect(container.textContent).toBe('Apr 29, 2026');
  });

  it('turns the date red when it has passed unpaid', () => {
    const { container } = render(
      <PayoutDate
        commission={{ expectedPayoutOn: '2026-01-10', status: 'pending', overdue: true }}
      />,
    );
    expect(container.querySelector('time')!.className).toContain('text-destructive');
  });
});
