import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('<Pagination />', () => {
  it('shows nothing when the list fits on one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and hides the skipped ones behind a gap', () => {
    render(<Pagination page={20} totalPages={39} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByRole('button', { name: 'Page 20' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 19' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 18' })).toBeNull();
    expect(nav.textContent).toContain('Page 20 of 39');
  });

  it('moves one page back or forward, and to a chosen page', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    rerender(<Pagination page={2} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('gives each page a link when pages have addresses; a plain click stays in the page', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        totalPages={3}
        onPageChange={onPageChange}
        hrefFor={(n) => `/p?page=${n}`}
      />,
    );
    // Previous on the first page has nowhere to go: a disabled button, not a link.
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/p?page=2');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/p?page=3');
    const plain = fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(plain).toBe(false); // default prevented: no page load
    const modified = fireEvent.click(screen.getByRole('link', { name: 'Page 2' }), {
      ctrlKey: true,
    });
    expect(modified).toBe(true); // a new tab is the browser's business
    expect(onPageChange.mock.calls).toEqual([[3]]);
  });
});
