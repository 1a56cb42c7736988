// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeUniversity, type FakeHandler, type ProcedureOutput } from '@uniguide/client/testing';
import type { Program } from '@uniguide/domain';

import { programFixture } from './fixtures';
import { ProgramCatalogue } from './program-catalogue';
import { ApiError, fakeApi, renderPage } from './test-harness';

const universities: ProcedureOutput<'university.list'> = [
  fakeUniversity(),
  fakeUniversity({
    id: 5,
    name: 'Zayed University',
    location: 'Dubai',
    emirate: 'Dubai',
    programCount: 1,
  }),
];

function page(items: Program[], total = items.length): FakeHandler<'program.list'> {
  return (input) => {
    const { page: number = 1, pageSize = 24 } = input as { page?: number; pageSize?: number };
    return { items, total, page: number, pageSize, totalIsEstimate: false };
  };
}

function setup(list: FakeHandler<'program.list'>, url?: string) {
  const api = fakeApi({
    'auth.me': () => null,
    'university.list': () => universities,
    'program.list': list,
  });
  const view = renderPage(<ProgramCatalogue />, { url });
  const lastListInput = () => api.callsTo('program.list').at(-1)?.input as Record<string, unknown>;
  return { ...view, api, lastListInput };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProgramCatalogue', () => {
  it('shows six skeleton cards while the first page loads', async () => {
    const { container } = setup(() => new Promise(() => undefined));
    await waitFor(() =>
      expect(container.querySelectorAll('[aria-busy="true"] > [data-slot="card"]')).toHaveLength(6),
    );
  });

  it('shows the error text of docs/product.md §3.2 when the list fails', async () => {
    setup(() => {
      throw new ApiError(500, 'INTERNAL_SERVER_ERROR', 'Something broke');
    });
    expect(await screen.findByText('Error loading programs. Please try again later.')).toBeTruthy();
  });

  it('lists the programs with a results count', async () => {
    setup(page([programFixture({ id: 1, name: 'BSc Nursing' }), programFixture({ id: 2 })]));
    expect(await screen.findByText('2 programs found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'BSc Nursing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'MSc Data Science' })).toBeTruthy();
  });

  it('sends the filters of a shared link', async () => {
    const { lastListInput } = setup(
      page([programFixture()]),
      '/programs?degree=%5B%22PhD%22%5D&maxTuition=50000&scholarship=available&university=%5B5%5D',
    );
    await screen.findByText('1 program found');
    expect(lastListInput()).toEqual({
      degree: ['PhD'],
      university: [5],
      maxTuition: 50000,
      hasScholarship: true,
      page: 1,
      pageSize: 24,
    });
    expect((screen.getByRole('checkbox', { name: 'PhD' }) as HTMLInputElement).checked).toBe(true);
    expect(
      ((await screen.findByRole('checkbox', { name: /^Zayed University\b/ })) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('filters live when a checkbox is ticked and keeps the choice in the URL', async () => {
    const { router, lastListInput } = setup(page([programFixture()]));
    await screen.findByText('1 program found');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diploma' }));
    await waitFor(() => expect(lastListInput()).toMatchObject({ degree: ['Diploma'] }));
    expect(router.state.location.search).toEqual({ degree: ['Diploma'] });
  });

  it('searches after a pause in typing', async () => {
    const { router, api, lastListInput } = setup(page([programFixture()]));
    await screen.findByText('1 program found');
    const before = api.callsTo('program.list').length;
    fireEvent.change(screen.getByPlaceholderText('Search programs or universities'), {
      target: { value: 'law' },
    });
    expect(api.callsTo('program.list')).toHaveLength(before);
    await waitFor(() => expect(lastListInput()).toMatchObject({ search: 'law' }));
    expect(router.state.location.search).toEqual({ search: 'law' });
  });

  it('offers Reset Filters with the empty text when filters are active', async () => {
    const { router } = setup(page([]), '/programs?studyField=%5B%22Engineering%22%5D');
    expect(
      await screen.findByText(
        'No programs found matching your criteria. Try adjusting your filters.',
      ),
    ).toBeTruthy();
    const empty = screen.getByText(/No programs found matching/).parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('has no reset in the empty state of an unfiltered catalogue', async () => {
    setup(page([]));
    const text = await screen.findByText(/No programs found matching/);
    expect(within(text.parentElement!).queryByRole('button')).toBeNull();
  });

  it('turns pages through the URL', async () => {
    const items = Array.from({ length: 24 }, (_, index) =>
      programFixture({ id: index + 1, name: `Program ${index + 1}` }),
    );
    const { router, lastListInput } = setup(page(items, 60));
    expect(await screen.findByText('Showing 1–24 of 60 programs')).toBeTruthy();
    // Links, so the catalogue pages through without JavaScript; a click stays in the app.
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/programs?page=3',
    );
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/programs');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(lastListInput()).toMatchObject({ page: 2 }));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(await screen.findByText('Showing 25–48 of 60 programs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });
});
