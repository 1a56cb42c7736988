import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Slider } from './slider';

describe('<Slider />', () => {
  it('is a named range input holding its value', () => {
    render(<Slider aria-label="Maximum tuition (AED)" value={150000} min={0} max={200000} />);

    const slider = screen.getByRole('slider', {
      name: 'Maximum tuition (AED)',
    }) as HTMLInputElement;
    expect(slider.value).toBe('150000');
    expect(slider.style.getPropertyValue('--slider-filled')).toBe('75%');
  });

  it('reports every move, and commits only when the value is settled', () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Slider
        aria-label="Fee"
        value={10}
        min={0}
        max={100}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Fee' });

    fireEvent.input(slider, { target: { value: '40' } });
    expect(onValueChange).toHaveBeenLastCalledWith(40);
    expect(onValueCommit).not.toHaveBeenCalled();

    fireEvent.change(slider, { target: { value: '40' } });
    expect(onValueCommit).toHaveBeenCalledWith(40);
  });
});
