import { cleanup, render, screen, within } from '@testing-library/react';
import type { ApplicationChecklist } from '@uniguide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentChecklist, type ChecklistDocument } from './document-checklist';

afterEach(() => cleanup());

const checklist: ApplicationChecklist = {
  applicationId: 41,
  items: [
    {
      documentType: 'transcript',
      stage: 'before_forwarding',
      required: 1,
      usable: 0,
      verified: 0,
      state: 'rejected',
      rejectionReason: 'The scan is blurred',
      documentIds: [2],
    },
  ],
  complete: 0,
  total: 1,
  missingToSubmit: [],
  missingBeforeForwarding: ['transcript'],
};

const documents: ChecklistDocument[] = [
  {
    id: 2,
    originalFilename: 'transcript.pdf',
    mimeType: 'application/pdf',
    documentType: 'transcript',
    reviewStatus: 'rejected',
    reviewReason: 'The scan is blurred',
  },
];

describe('<DocumentChecklist />', () => {
  it('shows a rejection reason once: on the rejected file', () => {
    render(<DocumentChecklist checklist={checklist} documents={documents} />);
    expect(screen.getAllByText(/The scan is blurred/)).toHaveLength(1);
    const files = screen.getByRole('list', { name: 'Transcript files' });
    expect(within(files).getByText('Rejected: The scan is blurred')).toBeTruthy();
  });

  it('says just "Rejected" on a file whose reason the page shows elsewhere, and not on its row', () => {
    render(
      <DocumentChecklist
        checklist={checklist}
        documents={documents}
        reasonShownElsewhere={new Set([2])}
      />,
    );
    expect(screen.queryByText(/The scan is blurred/)).toBeNull();
    const files = screen.getByRole('list', { name: 'Transcript files' });
    expect(within(files).getByText('Rejected')).toBeTruthy();
  });
});
