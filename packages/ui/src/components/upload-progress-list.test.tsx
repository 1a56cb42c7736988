import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadProgressList, type UploadEntry } from './upload-progress-list';

afterEach(() => cleanup());

const NAME = 'Passport – Mohammed Abdulrahman Al-Hashimi Bin Rashid.pdf';

describe('<UploadProgressList />', () => {
  it('shows each file with its own progress and the one action its state allows', () => {
    const onPause = vi.fn();
    const onResume = vi.fn();
    const onRetry = vi.fn();
    const entries: UploadEntry[] = [
      { key: 'a', name: NAME, sent: 3_000_000, total: 6_000_000, status: 'uploading' },
      { key: 'b', name: 'transcript.pdf', sent: 100, total: 400, status: 'paused' },
      {
        key: 'c',
        name: 'photo.png',
        sent: 0,
        total: 10,
        status: 'failed',
        error: 'The connection was interrupted',
      },
      { key: 'd', name: 'letter.pdf', sent: 10, total: 10, status: 'done' },
    ];
    render(
      <UploadProgressList
        entries={entries}
        onPause={onPause}
        onResume={onResume}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Uploading 50%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: `Uploading ${NAME}` }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.getByText('Paused 25%')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The connection was interrupted');
    expect(screen.getByText('Uploaded')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Pause ${NAME}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume transcript.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry photo.png' }));
    expect(onPause).toHaveBeenCalledWith('a');
    expect(onResume).toHaveBeenCalledWith('b');
    expect(onRetry).toHaveBeenCalledWith('c');
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
