import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProcedureName } from '@uniguide/client/testing';
import { expect } from 'vitest';
import { expectRetriedOnce, type FakeUpload } from '../upload/fake-xhr';

/** What a page test's `renderPage` records: the tRPC calls made to one procedure. */
type CallsTo = (name: ProcedureName) => unknown[];

/** A submit with documents went through: application 41 submitted once, the agent on the list, told so. */
export async function expectSubmittedWithDocuments(callsTo: CallsTo) {
  expect(await screen.findByText('Navigated to /dashboard/applications')).toBeTruthy();
  expect(callsTo('application.submit')).toEqual([
    { path: 'application.submit', input: { id: 41 } },
  ]);
  expect(screen.getByText('Application Submitted')).toBeTruthy();
  expect(
    screen.getByText('Your application and documents have been submitted successfully.'),
  ).toBeTruthy();
}

/** The Uploads list, once the busy tus server (`installBusyOnceTus`) has refused the first file. */
export async function findUploadsRefusedAsBusy() {
  const rows = await screen.findByRole('list', { name: 'Uploads' });
  expect(await within(rows).findByRole('alert')).toHaveProperty(
    'textContent',
    'Too many uploads at once',
  );
  return rows;
}

/** Presses Retry on the refused file: it resumes, arrives, and leaves the list of chosen files. */
export async function retryRefusedUpload(
  rows: HTMLElement,
  fileName: string,
  uploads: FakeUpload[],
) {
  fireEvent.click(within(rows).getByRole('button', { name: `Retry ${fileName}` }));
  // The same upload again: the server is asked what it holds, then sent the rest.
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Selected files' })).toBeNull());
  expectRetriedOnce(uploads);
  expect(within(rows).getByText('Uploaded')).toBeTruthy();
}
