import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiCatalog } from '../i18n/catalog';
import { StatusBadge } from './status-badge';

afterEach(() => cleanup());

describe('<StatusBadge />', () => {
  it('shows the status with hyphens as spaces, tinted by its tone', () => {
    render(<StatusBadge status="under-review" />);
    const badge = screen.getByText('Under review');
    expect(badge.className).not.toBe(
      render(<StatusBadge status="rejected" />).container.firstElementChild?.className,
    );
  });

  it('tints an alias like the status it stands for and keeps its own words', () => {
    const { container: alias } = render(<StatusBadge status="action-required" />);
    const { container: status } = render(<StatusBadge status="incomplete" />);
    expect(alias.textContent).toBe('Action required');
    expect(alias.firstElementChild?.className).toBe(status.firstElementChild?.className);
  });

  it('puts a status it does not know on a neutral badge', () => {
    const { container: unknown } = render(<StatusBadge status="archived" />);
    const { container: draft } = render(<StatusBadge status="draft" />);
    expect(unknown.textContent).toBe('Archived');
    expect(unknown.firstElementChild?.className).toBe(draft.firstElementChild?.className);
  });

  it("says the status in Arabic with the glossary's word on an Arabic page", async () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await uiCatalog.load.ar() } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={arabic}>{children}</I18nProvider>
    );
    render(<StatusBadge status="under-review" />, { wrapper });
    expect(screen.getByText('قيد المراجعة')).toBeTruthy();
    const { container: conditional } = render(<StatusBadge status="accepted-conditional-offer" />, {
      wrapper,
    });
    expect(conditional.textContent).toBe('قبول مشروط');
    // A spelling the vocabulary does not know keeps its own words.
    const { container: unknown } = render(<StatusBadge status="archived" />, { wrapper });
    expect(unknown.textContent).toBe('Archived');
  });
});
