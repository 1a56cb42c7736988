import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevokeInviteButton } from './revoke-invite-button';

afterEach(() => cleanup());

describe('<RevokeInviteButton />', () => {
  it('is named for the address and revokes on click', () => {
    const revoke = { isPending: false, mutate: vi.fn() };
    render(<RevokeInviteButton invite={{ id: 7, email: 'sara@uniguide.test' }} revoke={revoke} />);
    const button = screen.getByRole('button', {
      name: 'Revoke the invitation of sara@uniguide.test',
    });
    expect(button.textContent).toBe('Revoke');
    // Outlined in the destructive colour: not the loudest thing on the page.
    expect(button.className).toContain('border-destructive');
    expect(button.className).not.toMatch(/(^| )bg-destructive( |$)/);
    fireEvent.click(button);
    expect(revoke.mutate).toHaveBeenCalledOnce();
    expect(revoke.mutate).toHaveBeenCalledWith({ id: 7 });
  });

  it('waits while a revoke is under way', () => {
    render(
      <RevokeInviteButton
        invite={{ id: 7, email: 'sara@uniguide.test' }}
        revoke={{ isPending: true, mutate: () => {} }}
      />,
    );
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true);
  });
});
