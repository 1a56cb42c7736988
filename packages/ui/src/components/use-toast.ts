import * as React from 'react';

import type { ToastActionElement, ToastProps } from './toast';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-constants';

// The classic shadcn toast store: module-level state, so `toast()` can be called from anywhere (a
// mutation's onError, a route loader) without threading a context through, and one <Toaster />
// renders it.

export type ToasterToast = Omit<ToastProps, 'title'> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, 'id'>;

export type ToastState = { toasts: ToasterToast[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transition; timers live outside it so it can be tested without fake clocks. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      // Newest first, then cut to the limit: with a limit of one, a new toast replaces the old one.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      // Closing (open: false) rather than deleting lets Radix play the exit animation.
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: ToastAction) {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** Close one toast by id, or every toast when called without one. */
export function dismiss(toastId?: string): void {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/**
 * Show a toast. Returns handles to update or dismiss it later, e.g. to turn "Uploading…" into
 * "Document uploaded" in place.
 */
export function toast(props: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (next: Partial<ToastInput>) => void;
} {
  const id = genId();
  const dismissThis = () => dismiss(id);
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      // Radix reports closes from the timer, the close button, Escape and swipes through this one
      // callback, so every path goes through the store.
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismissThis();
      },
    },
  });
  return {
    id,
    dismiss: dismissThis,
    update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): ToastState {
  return memoryState;
}

/** Read access to the store outside React (tests, devtools). */
export const toastStore = { subscribe, getSnapshot } as const;

/** Current toasts plus the `toast`/`dismiss` functions, re-rendering whenever the store changes. */
export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismiss } {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss };
}
