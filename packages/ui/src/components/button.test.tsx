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
});
