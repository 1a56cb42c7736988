import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('<Slot />', () => {
  it("renders its child with the slot's props, the child's winning", () => {
    render(
      <Slot id="from-slot" title="slot" aria-describedby="hint error">
        <a href="/programs" title="child" aria-describedby="error extra">
          Programs
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Programs' });
    expect(link.id).toBe('from-slot');
    expect(link.title).toBe('child');
    expect(link.getAttribute('aria-describedby')).toBe('error extra hint');
  });

  it('joins class names, merges styles and runs both handlers, the child first', () => {
    const calls: string[] = [];
    render(
      <Slot
        className="text-sm"
        style={{ color: 'red', margin: 0 }}
        onClick={() => calls.push('slot')}
      >
        <button
          type="button"
          className="font-medium"
          style={{ color: 'blue' }}
          onClick={() => calls.push('child')}
        >
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.className).toBe('text-sm font-medium');
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('0px');
    fireEvent.click(button);
    expect(calls).toEqual(['child', 'slot']);
  });

  it("hands the element to both the slot's and the child's ref", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <span ref={childRef}>Text</span>
      </Slot>,
    );
    expect(slotRef.current?.textContent).toBe('Text');
    expect(childRef).toHaveBeenCalledWith(slotRef.current);
  });

  it('refuses more than one child', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Slot>
          <span>One</span>
          <span>Two</span>
        </Slot>,
      ),
    ).toThrow(/one element/);
  });
});
