// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import { SAVED_PROGRAMS_STORAGE_KEY } from '../../lib/saved-programs';
import { programFixture } from './fixtures';
import { ProgramCard } from './program-card';
import { fakeApi, renderPage } from './test-harness';

beforeEach(() => {
  fakeApi({ 'auth.me': () => null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ProgramCard', () => {
  it('shows university, program, degree, duration, intake and tuition', async () => {
    renderPage(<ProgramCard program={programFixture()} />);
    expect(await screen.findByRole('heading', { name: 'MSc Data Science' })).toBeTruthy();
    expect(screen.getByText('Khalifa University')).toBeTruthy();
    expect(screen.getByText("Master's Degree")).toBeTruthy();
    expect(screen.getByText('2 years')).toBeTruthy();
    expect(screen.getByText('Intake: January')).toBeTruthy();
    expect(screen.getByText('45000 AED/yr')).toBeTruthy();
    expect(screen.queryByText('Scholarship Available')).toBeNull();
  });

  it('falls back to the spec defaults and shows the scholarship badge', async () => {
    renderPage(
      <ProgramCard
        program={programFixture({
          intake: [],
          tuitionAed: null,
          hasScholarship: true,
          university: { name: '', location: null, imageUrl: null },
        })}
      />,
    );
    expect(await screen.findByText('University')).toBeTruthy();
    expect(screen.getByText('Intake: September')).toBeTruthy();
    expect(screen.getByText('Contact for info')).toBeTruthy();
    expect(screen.getByText('Scholarship Available')).toBeTruthy();
  });

  it('links View Details to the program page', async () => {
    renderPage(<ProgramCard program={programFixture({ id: 42 })} />);
    const link = await screen.findByRole('link', { name: /View Details/ });
    expect(link.getAttribute('href')).toBe('/programs/42');
  });

  it('keeps an anonymous bookmark in localStorage and shows it pressed', async () => {
    renderPage(<ProgramCard program={programFixture({ id: 9 })} />);
    const button = await screen.findByRole('button', { name: 'Save MSc Data Science' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(window.localStorage.getItem(SAVED_PROGRAMS_STORAGE_KEY)).toBe('[9]');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(window.localStorage.getItem(SAVED_PROGRAMS_STORAGE_KEY)).toBeNull();
  });
});
