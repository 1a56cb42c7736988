import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

afterEach(cleanup);

describe('<ErrorScreen />', () => {
  it("says what failed, offers a retry and the app's way home", () => {
    const onRetry = vi.fn();
    render(
      <ErrorScreen
        message="Server unavailable"
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
});
