import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UniversityLogo } from './university-logo';

const image = (container: HTMLElement) => container.querySelector('img');

describe('<UniversityLogo />', () => {
  it('shows an image our origin serves, and the initials once it fails to load', () => {
    const { container } = render(<UniversityLogo name="Khalifa University" src="/images/k.svg" />);
    expect(image(container)?.getAttribute('src')).toBe('/images/k.svg');
    fireEvent.error(image(container)!);
    expect(image(container)).toBeNull();
    expect(container.textContent).toBe('KU');
  });

  it('shows https addresses only where allowed, never protocol-relative or http ones', () => {
    const remote = 'https://cdn.example.com/logo.png';
    expect(image(render(<UniversityLogo name="A B" src={remote} />).container)).toBeNull();
    expect(
      image(render(<UniversityLogo name="A B" src={remote} allowHttps />).container)?.src,
    ).toBe(remote);
    for (const src of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://example.com/x.png',
      'javascript:alert(1)',
    ]) {
      expect(
        image(render(<UniversityLogo name="A B" src={src} allowHttps />).container),
      ).toBeNull();
    }
  });

  it('is decorative beside a visible name, an image with a name when labelled', () => {
    const decorative = render(<UniversityLogo name="A B" src={null} />).container.firstElementChild;
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    const labelled = render(<UniversityLogo name="A B" src={null} label="A B logo" />).container
      .firstElementChild;
    expect(labelled?.getAttribute('role')).toBe('img');
    expect(labelled?.getAttribute('aria-label')).toBe('A B logo');
  });
});
