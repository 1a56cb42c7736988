import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

afterEach(cleanup);

describe('<ErrorScreen />', () => {
  it("says what failed, offers a retry and the app's way home", () => {
    const onRetry = vi.fn();
    render(
      <ErrorScreen
        error={new Error('Server unavailable')}
        onRetry={onRetry}
        homeLink={<a href="/">Return to Home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('alert').textContent).toBe('Server unavailable');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('falls back to a general message when the error says nothing', () => {
    render(<ErrorScreen error={undefined} onRetry={vi.fn()} homeLink={<a href="/">Home</a>} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This page could not be loaded. Please try again.',
    );
  });
});
