import type { AttestationView } from '@uniguide/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toFields, toInput } from './attestation-form';
import { AttestationTracker } from './attestation-tracker';
import { FirstYearCostsList } from './first-year-costs';

afterEach(cleanup);

const view: AttestationView = {
  applicationId: 7,
  certificates: [
    {
      name: 'Tawjihi',
      steps: {
        'education-authority': '2026-08-01',
        'foreign-ministry': null,
        'uae-embassy': null,
        'uae-mofa': null,
      },
    },
  ],
  moeApplicationNumber: null,
  equivalencyDeadline: '2026-12-31',
  deadlineSource: 'default',
  equivalencyRecordedOn: null,
  provisional: true,
  undertakingSigned: false,
  updatedAt: null,
};

describe('the attestation tracker', () => {
  it('sends the deadline only when an admin moves it from the default', () => {
    const fields = toFields(view);
    expect(toInput(view, fields, false)).not.toHaveProperty('equivalencyDeadline');
    expect(toInput(view, fields, true)).toMatchObject({ equivalencyDeadline: null });
    expect(toInput(view, { ...fields, equivalencyDeadline: '2027-01-15' }, true)).toMatchObject({
      equivalencyDeadline: '2027-01-15',
    });
    const adminSet = { ...view, deadlineSource: 'admin' as const };
    expect(toInput(adminSet, toFields(adminSet), true)).toMatchObject({
      equivalencyDeadline: '2026-12-31',
    });
    expect(toInput(view, fields, false)).toMatchObject({
      certificates: [
        { name: 'Tawjihi', steps: { 'education-authority': '2026-08-01', 'uae-mofa': null } },
      ],
      moeApplicationNumber: null,
    });
  });

  it('shows admission provisional, and refuses a certificate without a name with the API’s words', async () => {
    const onSave = vi.fn();
    render(
      <AttestationTracker
        attestation={view}
        canSetDeadline={false}
        saving={false}
        onSave={onSave}
      />,
    );
    const form = screen.getByRole('form', { name: 'Attestation and equivalency' });
    expect(within(form).getByText('Provisional admission')).toBeTruthy();
    expect(within(form).getByText('Dec 31, 2026')).toBeTruthy();
    expect(within(form).queryByLabelText('Equivalency deadline')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Certificate'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Tracker' }));
    expect(await within(form).findByText('Name the certificate')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Certificate'), { target: { value: 'Tawjihi' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'UAE embassy in that country' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save Tracker' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0] as {
      certificates: Array<{ steps: Record<string, string | null> }>;
    };
    expect(saved.certificates[0]!.steps['uae-embassy']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the first-year costs', () => {
  it('says what is not on record instead of a figure', () => {
    render(
      <FirstYearCostsList
        costs={{
          applicationId: 7,
          lines: [
            {
              label: 'Deposit',
              labelCode: null,
              amountAed: 2500.5,
              refundable: true,
              source: 'https://example.edu',
              sourceCode: null,
              sourceFigure: null,
            },
          ],
          totalAed: 2500.5,
          tuitionKnown: false,
          noFeeLines: false,
          vatUnknown: true,
        }}
      />,
    );
    expect(
      screen.getByText('The catalogue gives no tuition figure for this program.'),
    ).toBeTruthy();
    expect(screen.getAllByText('AED 2,500.50')).toHaveLength(2);
    expect(screen.getByText('Deposit (refundable)')).toBeTruthy();
    expect(screen.getByText('Expected first year (without tuition)')).toBeTruthy();
  });
});
