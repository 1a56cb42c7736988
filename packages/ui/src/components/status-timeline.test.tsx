import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusTimeline } from './status-timeline';

afterEach(cleanup);

const entries = [
  { id: 1, fromStatus: null, toStatus: 'draft', notes: null, timestamp: '2025-04-01T09:00:00Z' },
  {
    id: 2,
    fromStatus: 'draft',
    toStatus: 'submitted',
    notes: '  Sent with the transcript\nand the passport  ',
    timestamp: '2025-04-02T10:30:00Z',
  },
  { id: 3, fromStatus: 'submitted', toStatus: 'under-review', notes: '   ', timestamp: 'x' },
] as const;

describe('<StatusTimeline />', () => {
  it('lists each change in the order given, with its date as the app shows it and its notes', () => {
    render(<StatusTimeline entries={entries} renderDate={(timestamp) => <i>on {timestamp}</i>} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Created asDrafton 2025-04-01T09:00:00Z',
      'DrafttoSubmittedon 2025-04-02T10:30:00Z  Sent with the transcript\nand the passport  ',
      // Notes of nothing but spaces are not shown.
      'SubmittedtoUnder reviewon x',
    ]);
  });

  it('says so when nothing has changed yet', () => {
    render(<StatusTimeline entries={[]} renderDate={() => null} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No status changes yet.')).toBeTruthy();
  });
});
