import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

afterEach(() => cleanup());

describe('<StatusBadge />', () => {
  it('shows the status with hyphens as spaces, tinted by its tone', () => {
    render(<StatusBadge status="under-review" />);
    const badge = screen.getByText('Under review');
    expect(badge.className).not.toBe(
      render(<StatusBadge status="rejected" />).container.firstElementChild?.className,
    );
  });

  it('tints an alias like the status it stands for and keeps its own words', () => {
    const { container: alias } = render(<StatusBadge status="action-required" />);
    const { container: status } = render(<StatusBadge status="incomplete" />);
    expect(alias.textContent).toBe('Action required');
    expect(alias.firstElementChild?.className).toBe(status.firstElementChild?.className);
  });

  it('puts a status it does not know on a neutral badge', () => {
    const { container: unknown } = render(<StatusBadge status="archived" />);
    const { container: draft } = render(<StatusBadge status="draft" />);
    expect(unknown.textContent).toBe('Archived');
    expect(unknown.firstElementChild?.className).toBe(draft.firstElementChild?.className);
  });
});
