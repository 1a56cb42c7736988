// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import type { ComponentProps } from 'react';
import { fakeUser } from '@uniguide/client/testing';
import { SavedProgramsProvider } from '../../lib/saved-programs';
import { SAVED_PROGRAMS_STORAGE_KEY } from '../../lib/saved-programs-store';
import { programFixture } from './fixtures';
import { ProgramCard } from './program-card';
import { fakeApi, renderPage } from './test-harness';

/** A card as the grids show it: inside the bookmarks' provider. */
function GridCard(props: ComponentProps<typeof ProgramCard>) {
  return (
    <SavedProgramsProvider>
      <ProgramCard {...props} />
    </SavedProgramsProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ProgramCard', () => {
  beforeEach(() => {
    fakeApi({ 'auth.me': () => null });
  });

  it('shows university, program, degree, duration, intake and tuition', async () => {
    renderPage(<GridCard program={programFixture()} />);
    expect(await screen.findByRole('heading', { name: 'MSc Data Science' })).toBeTruthy();
    expect(screen.getByText('Khalifa University')).toBeTruthy();
    expect(screen.getByText("Master's Degree")).toBeTruthy();
    expect(screen.getByText('2 years')).toBeTruthy();
    expect(screen.getByText('Intake: January, September')).toBeTruthy();
    expect(screen.getByText('AED 45,000/yr')).toBeTruthy();
    expect(screen.queryByText('Scholarship Available')).toBeNull();
  });

  it('falls back to the card defaults of docs/product.md §3.2 and shows the scholarship badge', async () => {
    renderPage(
      <GridCard
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

  it('shows every intake, not only the first', async () => {
    renderPage(<GridCard program={programFixture({ intake: ['January', 'May', 'September'] })} />);
    expect(await screen.findByText('Intake: January, May, September')).toBeTruthy();
  });

  it('links View Details to the program page', async () => {
    renderPage(<GridCard program={programFixture({ id: 42 })} />);
    const link = await screen.findByRole('link', { name: /View Details/ });
    expect(link.getAttribute('href')).toBe('/programs/42');
  });

  it('links View Details to the program inside the workspace when listed there', async () => {
    renderPage(<GridCard program={programFixture({ id: 42 })} place="workspace" />);
    const link = await screen.findByRole('link', { name: /View Details/ });
    expect(link.getAttribute('href')).toBe('/dashboard/programs/42');
  });

  it('keeps an anonymous bookmark in localStorage and shows it pressed', async () => {
    renderPage(<GridCard program={programFixture({ id: 9 })} />);
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

describe('ProgramCard bookmarks when signed in', () => {
  const agent = fakeUser({
    id: 11,
    username: 'agent@example.com',
    firstName: 'Amal',
    lastName: 'Haddad',
    agencyName: 'Amal Education',
    country: 'Jordan',
    phoneNumber: '+962 6 000 0000',
    createdAt: '2026-01-01T00:00:00.000Z',
  });

  function signedIn(initial: number[]) {
    const saved = new Set(initial);
    const list = () =>
      [...saved].map((programId) => ({
        programId,
        savedAt: '2026-01-01T00:00:00.000Z',
        program: programFixture({ id: programId }),
      }));
    return fakeApi({
      'auth.me': () => agent,
      'savedProgram.list': list,
      'savedProgram.add': (input) => {
        saved.add(Number(input.programId));
        return { programId: Number(input.programId), saved: true };
      },
      'savedProgram.remove': (input) => {
        saved.delete(Number(input.programId));
        return { programId: Number(input.programId), saved: false };
      },
    });
  }

  it('moves bookmarks made before signing in to the account, once, and clears them here', async () => {
    window.localStorage.setItem(SAVED_PROGRAMS_STORAGE_KEY, '[9]');
    const api = signedIn([]);
    renderPage(<GridCard program={programFixture({ id: 9 })} />);
    await waitFor(() => expect(api.callsTo('savedProgram.add')).toHaveLength(1));
    expect(api.callsTo('savedProgram.add')[0]?.input).toEqual({ programId: 9 });
    await waitFor(() => expect(window.localStorage.getItem(SAVED_PROGRAMS_STORAGE_KEY)).toBeNull());
    const button = screen.getByRole('button', { name: 'Save MSc Data Science' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(api.callsTo('savedProgram.add')).toHaveLength(1);
  });

  it('saves and removes through the account', async () => {
    const api = signedIn([]);
    renderPage(<GridCard program={programFixture({ id: 4 })} />);
    const button = await screen.findByRole('button', { name: 'Save MSc Data Science' });
    await waitFor(() => expect(api.callsTo('savedProgram.list').length).toBeGreaterThan(0));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(api.callsTo('savedProgram.add')[0]?.input).toEqual({ programId: 4 });
    await waitFor(() => expect(api.callsTo('savedProgram.list').length).toBeGreaterThan(1));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(api.callsTo('savedProgram.remove')[0]?.input).toEqual({ programId: 4 });
    expect(window.localStorage.getItem(SAVED_PROGRAMS_STORAGE_KEY)).toBeNull();
  });
});
