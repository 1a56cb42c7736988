import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevokeInviteButton } from './revoke-invite-button';

afterEach(() => cleanup());

describe('<RevokeInviteButton />', () => {
  it('is named for the address and revokes on click', () => {
    const onRevoke = vi.fn();
    render(<RevokeInviteButton email="sara@uniguide.test" pending={false} onRevoke={onRevoke} />);
    const button = screen.getByRole('button', {
      name: 'Revoke the invitation of sara@uniguide.test',
    });
    expect(button.textContent).toBe('Revoke');
    // Outlined in the destructive colour: not the loudest thing on the page.
    expect(button.className).toContain('border-destructive');
    expect(button.className).not.toMatch(/(^| )bg-destructive( |$)/);
    fireEvent.click(button);
    expect(onRevoke).toHaveBeenCalledOnce();
  });

  it('waits while a revoke is under way', () => {
    render(<RevokeInviteButton email="sara@uniguide.test" pending onRevoke={() => {}} />);
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true);
  });
});
