import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Slider } from './slider';

describe('<Slider />', () => {
  it('names the focusable thumb, not just the root', () => {
    render(<Slider aria-label="Maximum tuition (AED)" defaultValue={[200000]} max={200000} />);

    const thumb = screen.getByRole('slider', { name: 'Maximum tuition (AED)' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('200000');
  });

  it('renders one thumb per value for ranges', () => {
    render(<Slider aria-labelledby="fee-label" defaultValue={[10, 90]} />);
    expect(screen.getAllByRole('slider')).toHaveLength(2);
  });
});
