import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AUTH_CARD_LINK_CLASS, AuthCard } from './auth-card';

describe('<AuthCard />', () => {
  it('frames a signed-out page: the brand, one heading, the form and the footer link', () => {
    render(
      <AuthCard
        title="Forgot your password?"
        description="We will send you a link."
        footer={
          <a href="/auth" className={AUTH_CARD_LINK_CLASS}>
            Back to sign in
          </a>
        }
      >
        <form aria-label="Reset your password" />
      </AuthCard>,
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    expect(screen.getByText('UniGuide')).toBeTruthy();
    expect(screen.getByText('We will send you a link.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth',
    );
  });
});
