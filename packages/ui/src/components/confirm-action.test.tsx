import { fireEvent, render, screen } from '@testing-library/react';
import { SaveIcon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './confirm-action';

function renderAction(props: Partial<Parameters<typeof ConfirmAction>[0]> = {}) {
  const onConfirm = vi.fn();
  render(
    <ConfirmAction
      label="Deactivate"
      heading="Deactivate Acme?"
      description="Every member is signed out."
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return onConfirm;
}

describe('<ConfirmAction />', () => {
  it('asks first: Cancel does nothing, the confirming button runs the action', async () => {
    const onConfirm = renderAction({
      confirmVariant: 'destructive',
      'aria-label': 'Deactivate Acme',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Acme?' });
    expect(dialog.textContent).toContain('Every member is signed out.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Acme' }));
    await screen.findByRole('alertdialog');
    const confirm = screen.getByRole('button', { name: 'Deactivate' });
    expect(confirm.className).toContain('bg-destructive');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('names the confirming button apart from the trigger when asked to', async () => {
    const onConfirm = renderAction({ label: 'Remove', confirmLabel: 'Delete' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows its icon, and a disabled button with a spinner in its place while pending', () => {
    const { rerender } = render(
      <ConfirmAction
        label="Save"
        icon={SaveIcon}
        heading="Save?"
        description=""
        onConfirm={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.querySelector('svg.lucide-save')).not.toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);

    rerender(
      <ConfirmAction
        label="Save"
        icon={SaveIcon}
        pending
        heading="Save?"
        description=""
        onConfirm={vi.fn()}
      />,
    );
    expect(button.querySelector('svg.lucide-save')).toBeNull();
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
