// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakePage } from '@uniguide/client/testing';
import { chooseOption, clearToasts, renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { listItemFixture } from '../workspace/applications/testing/fixtures';
import { studentListItemFixture, studentPageFixture } from '../workspace/students/testing/fixtures';
import { SplitsCard } from './splits-card';

afterEach(() => {
  clearToasts();
  cleanup();
});

/** The selects are disabled until their names have arrived. */
async function waitForChoices(label: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
}

function renderSplits() {
  return renderPage(<SplitsCard />, {
    path: '/dashboard/agency',
    handlers: {
      'agency.splits': () => ({ passedOn: [], received: [], settings: [], partners: [] }),
      'student.list': () => studentPageFixture([studentListItemFixture()]),
      'application.list': () => fakePage([listItemFixture()], 1, 1, 100),
      'agency.subAgencies': () => [
        { id: 5, name: 'Falcon Education Group' },
        { id: 9, name: 'Oasis Study Partners' },
      ],
      'agency.setSplit': () => ({
        id: 1,
        agencyId: 1,
        createdAt: '2026-11-20T09:00:00.000Z',
        updatedAt: '2026-11-20T09:00:00.000Z',
        studentId: null,
        applicationId: 7,
        kind: 'percent',
        subAgencyId: 5,
        subAgencyName: 'Falcon Education Group',
        percentBps: 2500,
        amountFils: null,
        createdBy: 1,
      }),
    },
  });
}

describe('<SplitsCard />', () => {
  it('picks the application and the sub-agent agency by name and sends their ids', async () => {
    const { callsTo } = renderSplits();
    await waitForChoices('Application');
    await waitForChoices('Sub-agent agency');
    // No raw numbers to type: the fields are the kit's selects, named by what they hold.
    expect(screen.queryByLabelText('Application no.')).toBeNull();
    expect(screen.queryByLabelText('Sub-agent agency no.')).toBeNull();
    await chooseOption('Application', 'Amina Yusuf — MSc Data Science');
    await chooseOption('Sub-agent agency', 'Oasis Study Partners');
    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Split' }));
    await waitFor(() => expect(callsTo('agency.setSplit')).toHaveLength(1));
    expect(callsTo('agency.setSplit')[0]?.input).toEqual({
      target: 'application',
      targetId: 41,
      subAgencyId: 9,
      share: { kind: 'percent', percent: '25' },
    });
  });

  it('lists students by name when the split is for a student', async () => {
    renderSplits();
    await screen.findByRole('combobox', { name: 'For' });
    await chooseOption('For', 'Student');
    await waitForChoices('Student');
    await chooseOption('Student', 'Amina Yusuf');
    expect(screen.getByRole('combobox', { name: 'Student' }).textContent).toBe('Amina Yusuf');
  });
});
