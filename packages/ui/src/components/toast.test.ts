import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from './toast-constants';
import { dismiss, reducer, toast, toastStore, type ToasterToast } from './use-toast';

const make = (id: string, title: string): ToasterToast => ({ id, title, open: true });

describe('toast constants', () => {
  it('match docs/product.md §10 (toasts, one at a time)', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });
});

describe('toast reducer', () => {
  it('keeps only the newest toast when two are added', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1', 'First') });
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2', 'Second') });

    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.title).toBe('Second');
  });

  it('closes a dismissed toast without removing it, so it can animate out', () => {
    const state = reducer(
      { toasts: [make('1', 'First')] },
      { type: 'DISMISS_TOAST', toastId: '1' },
    );
    expect(state.toasts).toEqual([expect.objectContaining({ id: '1', open: false })]);
  });
});

describe('toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('replaces the visible toast when a second one is shown', () => {
    toast({ title: 'Login failed', variant: 'destructive' });
    toast({ title: 'Login successful', description: 'Welcome back!' });

    const { toasts } = toastStore.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Login successful', open: true });
  });

  it('removes a dismissed toast only after TOAST_REMOVE_DELAY', () => {
    const { id, dismiss: dismissThis } = toast({ title: 'Logged out' });
    dismissThis();

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toastStore.getSnapshot().toasts).toEqual([expect.objectContaining({ id, open: false })]);

    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot().toasts).toEqual([]);
  });

  it('routes a close reported by Radix (timer, swipe, Escape) through dismiss', () => {
    const { id } = toast({ title: 'Document Deleted' });
    toastStore.getSnapshot().toasts[0]?.onOpenChange?.(false);

    expect(toastStore.getSnapshot().toasts).toEqual([expect.objectContaining({ id, open: false })]);
  });
});
