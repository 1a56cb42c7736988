import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it("lets a caller's class replace the kit's class of the same kind", () => {
    expect(cn('flex flex-col gap-6 rounded-xl py-6', 'gap-4 py-4')).toBe(
      'flex flex-col rounded-xl gap-4 py-4',
    );
    expect(cn('h-9 px-4 py-2', 'h-8 px-3')).toBe('py-2 h-8 px-3');
    // A text size sets its own line height, so it replaces an earlier leading class too.
    expect(cn('text-sm font-medium leading-none', 'text-xs font-semibold')).toBe(
      'text-xs font-semibold',
    );
  });

  it('keeps variants, opacity and arbitrary values apart from the plain class', () => {
    expect(cn('bg-primary hover:bg-primary/90', 'bg-muted')).toBe('hover:bg-primary/90 bg-muted');
    expect(cn('max-h-48', 'max-h-[70dvh]')).toBe('max-h-[70dvh]');
    expect(cn('px-6', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-6')).toBe('p-4 px-6');
  });

  it('joins conditional classes and drops empty ones', () => {
    const thick = false;
    expect(cn('border', thick && 'border-2', undefined, { 'border-destructive': true })).toBe(
      'border border-destructive',
    );
  });

  it('fails a test when a class merges otherwise than with the full configuration', () => {
    // No source file stretches a font, so the cut configuration reads this as a font family.
    expect(() => cn('font-mono', 'font-stretch-ultra-condensed')).toThrow(/regenerate/);
  });
});
