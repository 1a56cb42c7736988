// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { FinalCta } from './final-cta';
import { Hero } from './hero';

afterEach(() => cleanup());

function renderLanding(approvalRequired: boolean) {
  renderPage(
    <>
      <Hero />
      <FinalCta />
    </>,
    { path: '/', handlers: { 'auth.signUpTerms': () => ({ approvalRequired }) } },
  );
}

describe('the landing page’s approval promise', () => {
  it('promises approval within 48 hours only when the console requires approval', async () => {
    renderLanding(true);
    expect(await screen.findByText('Agent approval within 48 hours')).toBeTruthy();
    expect(screen.getByText(/We approve new agents within 48 hours\./)).toBeTruthy();
  });

  it('says agents submit straight away when approval is switched off', async () => {
    renderLanding(false);
    expect(await screen.findByText('Submit applications as soon as you sign up')).toBeTruthy();
    expect(screen.getByText(/You can submit applications as soon as you sign up\./)).toBeTruthy();
    expect(screen.queryByText(/48 hours/)).toBeNull();
  });
});
