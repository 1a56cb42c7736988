import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { DeferredToaster } from './deferred-toaster';
import { TOAST_REMOVE_DELAY } from './toast-constants';
import { dismiss, toast } from './use-toast';

// Transforming the toaster's module on first import can outlast findBy's wait on a busy machine; what is
// under test is when it gets mounted, not how long vitest takes to compile it.
beforeAll(async () => {
  await import('./toaster');
});
const LOADED = { timeout: 5_000 };

afterEach(() => {
  // Empty the module-level store, so each test starts with no toasts at all.
  vi.useFakeTimers();
  act(() => dismiss());
  act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
  vi.useRealTimers();
});

describe('<DeferredToaster />', () => {
  it('renders nothing, not even the notifications region, while there is no toast', () => {
    const { container } = render(<DeferredToaster />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
  });

  it('loads the toaster with the first toast and shows it', async () => {
    render(<DeferredToaster />);
    act(() => {
      toast({ title: 'Application Submitted' });
    });
    expect(await screen.findByText('Application Submitted', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('shows a toast raised before it was mounted', async () => {
    act(() => {
      toast({ title: 'Document uploaded' });
    });
    render(<DeferredToaster />);
    expect(await screen.findByText('Document uploaded', {}, LOADED)).toBeTruthy();
  });
});
