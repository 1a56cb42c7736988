import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from './toast-constants';
import { useToast } from './use-toast';

// Radix takes a mutable array and lists it in an effect's dependencies; one module-level copy keeps
// the keyboard listener from being re-attached on every render.
const hotkey = [...TOAST_HOTKEY];

/**
 * Renders the toast store. Mount exactly once near the root of each app; then call `toast()` from
 * anywhere. Press F8 to move focus to the notifications region.
 */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={hotkey} />
    </ToastProvider>
  );
}
