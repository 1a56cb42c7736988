import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button } from './button';

describe('<Button />', () => {
  it('does not submit forms unless asked to', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });

  it('renders its child with button styles when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/programs">Browse programs</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse programs' });
    expect(link.getAttribute('type')).toBeNull();
    expect(link.className).toContain('border-input');
  });

  it('shows a spinner and the pending label, disabled and busy, while pending', () => {
    render(
      <Button type="submit" pending pendingLabel="Signing in...">
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(screen.queryByText('Sign In')).toBeNull();
  });

  it('keeps its children after the spinner while pending without a pending label', () => {
    render(<Button pending>Save amount</Button>);
    const button = screen.getByRole('button', { name: 'Save amount' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it('shows its children, enabled and not busy, when not pending', () => {
    render(
      <Button type="submit" pending={false} pendingLabel="Signing in...">
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
    expect(screen.queryByText('Signing in...')).toBeNull();
  });

  it('is disabled by `disabled` when not pending', () => {
    render(
      <Button pending={false} disabled>
        Save settings
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save settings' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
  });

  it('ignores pending when asChild', () => {
    render(
      <Button asChild pending pendingLabel="Loading...">
        <a href="/programs">Browse programs</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse programs' });
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(link.querySelector('[data-slot="spinner"]')).toBeNull();
  });
});
