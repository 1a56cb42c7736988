import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommissionTotals } from './commission-totals';

afterEach(cleanup);

const hints = { paid: 'Paid out.', due: 'Still ahead.', overdue: 'Past the date.' };

describe('<CommissionTotals />', () => {
  it('names each total as a group, with its amount, count and hint', () => {
    render(
      <CommissionTotals
        label="Totals"
        hints={hints}
        totals={{
          paidFils: 1_000_000,
          paidCount: 2,
          dueFils: 562_500,
          dueCount: 1,
          overdueFils: 0,
          overdueCount: 0,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Totals' });
    expect(region.getAttribute('aria-busy')).toBe('false');
    const card = (name: string) => within(region).getByRole('group', { name }).textContent;
    expect(card('Paid')).toBe('PaidAED 10,0002 commissionsPaid out.');
    expect(card('Due')).toBe('DueAED 5,6251 commissionStill ahead.');
    expect(card('Overdue')).toBe('OverdueAED 00 commissionsPast the date.');
  });

  it('keeps the labels and hints while the figures load', () => {
    render(<CommissionTotals label="Commission totals" hints={hints} totals={undefined} />);
    const region = screen.getByRole('region', { name: 'Commission totals' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('group', { name: 'Due' }).textContent).toBe('DueStill ahead.');
  });
});
