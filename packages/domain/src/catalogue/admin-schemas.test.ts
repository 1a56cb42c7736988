import { describe, expect, it } from 'vitest';
import { ZUniversityInput } from './admin-schemas';

const issues = (input: Record<string, unknown>) => {
  const parsed = ZUniversityInput.safeParse({ name: 'Khalifa University', ...input });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('ZUniversityInput links', () => {
  it('takes a logo or image on this site, as the demo catalogue has them, or on the web', () => {
    expect(
      issues({ logoUrl: '/images/universities/ku.svg', imageUrl: 'https://cdn.example/ku.jpg' }),
    ).toEqual([]);
  });

  it('refuses another host without a scheme, a script link and a bare word for images', () => {
    for (const imageUrl of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\\/evil.example/x.png',
      '/images\\..\\x.png',
      '/',
      'javascript:alert(1)',
      'logo.png',
    ])
      expect(issues({ imageUrl }), imageUrl).toEqual([
        'Image URL must start with http://, https:// or /',
      ]);
  });

  it('keeps the website a link out: a path on this site is refused', () => {
    expect(issues({ website: '/about' })).toEqual(['Website must start with http:// or https://']);
    expect(issues({ website: 'https://www.ku.ac.ae' })).toEqual([]);
  });

  it('stores a blank link as null', () => {
    const parsed = ZUniversityInput.parse({ name: 'KU', logoUrl: '  ', website: '' });
    expect([parsed.logoUrl, parsed.website]).toEqual([null, null]);
  });
});
