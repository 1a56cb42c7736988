import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('matches anywhere, case-folded', () => {
    expect(likePattern('Jane DOE')).toBe('%jane doe%');
  });

  it('escapes the wildcards and the escape character itself', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
