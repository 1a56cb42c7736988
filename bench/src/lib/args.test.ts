import { describe, expect, it } from 'vitest';
import { SECTION_NAMES, parseArgs } from './args';

describe('parseArgs', () => {
  it('runs every section by default', () => {
    expect(parseArgs([]).sections).toEqual([...SECTION_NAMES]);
  });

  it('selects sections with --only in the canonical order, ignoring pnpm forwarding --', () => {
    expect(parseArgs(['--', '--only', 'startup,catalogue']).sections).toEqual([
      'catalogue',
      'startup',
    ]);
    expect(parseArgs(['--only=scale', '--only', 'uploads']).sections).toEqual(['scale', 'uploads']);
  });

  it('refuses unknown sections and arguments with the choices', () => {
    expect(() => parseArgs(['--only', 'catalog'])).toThrow(
      /Unknown section "catalog"; choose from catalogue/,
    );
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown argument "--fast"/);
    expect(() => parseArgs(['--only'])).toThrow(/--only needs a list/);
  });

  it('recognises --help', () => {
    expect(parseArgs(['-h']).help).toBe(true);
  });
});
