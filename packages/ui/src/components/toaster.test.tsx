import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TOAST_DURATION } from './toast-constants';
import { Toaster } from './toaster';
import { dismiss, toast } from './use-toast';

afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

describe('<Toaster />', () => {
  it('shows only the latest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Registration failed', variant: 'destructive' });
      toast({ title: 'Application Submitted' });
    });

    expect(screen.queryByText('Registration failed')).toBeNull();
    expect(screen.getByText('Application Submitted')).toBeTruthy();
  });

  it('exposes a notifications region reachable with F8', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('closes a toast after the default duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Status updated successfully' });
    });

    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1));
    expect(screen.queryByText('Status updated successfully')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Status updated successfully')).toBeNull();
  });

  it('sits under a dialog’s overlay (z-50), right of a sidebar on wide screens', () => {
    render(<Toaster />);
    const viewport = screen
      .getByRole('region', { name: 'Notifications (F8)' })
      .querySelector('ol')!;
    expect(viewport.className).toContain('z-40');
    expect(viewport.className).not.toContain('z-[100]');
    expect(viewport.className).toContain('lg:start-[var(--toast-inset-left,0px)]');
  });
});
