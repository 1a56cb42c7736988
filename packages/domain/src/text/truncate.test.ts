import { describe, expect, it } from 'vitest';
import { graphemePrefix, truncateFileName, truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps text that fits and cuts longer text to 139 code units and an ellipsis', () => {
    expect(truncateText('a'.repeat(140), 140)).toBe('a'.repeat(140));
    const cut = truncateText('a'.repeat(141), 140);
    expect(cut).toBe(`${'a'.repeat(139)}…`);
  });

  it('never splits a surrogate pair or a grapheme cluster', () => {
    // 138 letters, then a surrogate pair across the 139th and 140th code units.
    const pair = truncateText(`${'a'.repeat(138)}😀${'b'.repeat(10)}`, 140);
    expect(pair).toBe(`${'a'.repeat(138)}…`);
    expect(pair).not.toMatch(/\p{Cs}/u);
    const family = '👨‍👩‍👧';
    const cluster = truncateText(`${'a'.repeat(135)}${family}tail`, 140);
    expect(cluster).toBe(`${'a'.repeat(135)}…`);
    const accent = truncateText(`${'a'.repeat(138)}e\u0301${'b'.repeat(5)}`, 140);
    expect(accent).toBe(`${'a'.repeat(138)}…`);
  });
});

describe('truncateFileName', () => {
  it('keeps the extension and cuts the stem between characters', () => {
    expect(truncateFileName(`${'😀'.repeat(150)}.pdf`, 200)).toBe(`${'😀'.repeat(98)}.pdf`);
    expect(truncateFileName('short.pdf', 200)).toBe('short.pdf');
    expect(truncateFileName('😀'.repeat(101), 200)).toBe('😀'.repeat(100));
    expect(graphemePrefix('😀😀', 3)).toBe('😀');
  });
});
