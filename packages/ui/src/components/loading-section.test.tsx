import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingSection } from './loading-section';

afterEach(cleanup);

describe('<LoadingSection />', () => {
  it('shows a skeleton while loading, then the failure as an alert, then the content', () => {
    const { container, rerender } = render(
      <LoadingSection pending failure={null} skeletonClassName="h-24 w-full">
        {null}
      </LoadingSection>,
    );
    expect(container.querySelector('.h-24')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <LoadingSection
        pending={false}
        failure="The costs could not be loaded."
        skeletonClassName="h-24"
      >
        {null}
      </LoadingSection>,
    );
    expect(container.querySelector('.h-24')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The costs could not be loaded.');

    rerender(
      <LoadingSection pending={false} failure={null} skeletonClassName="h-24">
        <p>Loaded</p>
      </LoadingSection>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loaded')).toBeTruthy();
  });
});
