// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import type { OpenDocumentRequest } from '@uniguide/domain';
import { dismissToast } from '@uniguide/ui';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWorkspace } from '../layout/test-harness';
import { AttentionCard } from './attention-card';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

function request(overrides: Partial<OpenDocumentRequest> = {}): OpenDocumentRequest {
  return {
    id: 7,
    applicationId: 41,
    documentType: 'passport',
    description: null,
    note: 'The photo page is cut off',
    status: 'open',
    requestedBy: 1,
    resolvedDocumentId: null,
    rejectedDocumentId: 90,
    createdAt: '2026-11-20T09:00:00.000Z',
    resolvedAt: null,
    studentFirstName: 'Mohammed Abdulrahman',
    studentLastName: 'Al-Hashimi Bin Rashid',
    programName: 'MSc Data Science',
    ...overrides,
  };
}

describe('<AttentionCard />', () => {
  it('lists a rejected document as work to do, with its reason and an inline Replace', async () => {
    await renderWorkspace(<AttentionCard unreadMessages={0} />, {
      'application.openRequests': () => ({
        items: [
          request(),
          request({
            id: 8,
            documentType: 'transcript',
            rejectedDocumentId: null,
            note: 'Please send the final one',
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 5,
        totalIsEstimate: false,
      }),
    });
    const list = await screen.findByRole('list', { name: 'Open requests' });
    const [rejected, asked] = within(list).getAllByRole('listitem');
    expect(within(rejected!).getByRole('link', { name: 'Passport (rejected)' })).toBeTruthy();
    expect(within(rejected!).getByText('Reason: The photo page is cut off')).toBeTruthy();
    expect(within(rejected!).getByLabelText('Replace Passport (rejected)')).toBeTruthy();
    expect(within(asked!).getByLabelText('Upload Transcript')).toBeTruthy();
    expect(screen.queryByText('No documents requested.')).toBeNull();
  });
});
