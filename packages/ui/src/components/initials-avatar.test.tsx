import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InitialsAvatar } from './initials-avatar';

describe('<InitialsAvatar />', () => {
  it('shows the initials, hidden from screen readers, at the size asked for', () => {
    const { container } = render(<InitialsAvatar name="Aisha al-Mansoori" className="size-10" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.textContent).toBe('AM');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.className).toContain('size-10');
    expect(badge.className).not.toContain('size-8');
  });
});
