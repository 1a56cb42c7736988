// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { fakeUniversity } from '@uniguide/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { TurnaroundLine } from './turnaround-line';
import { UniversityProfileHeader } from './university-profile';

afterEach(cleanup);

describe('<TurnaroundLine />', () => {
  it('states the median decision time over the last twelve months', () => {
    const { container } = render(
      <TurnaroundLine turnaround={{ universityId: 3, medianDays: 21, decisionCount: 8 }} />,
    );
    expect(container.textContent).toBe(
      'Typical decision time: 21 days (median of the last 12 months)',
    );
  });

  it('rounds a half-day median and says "day" for one', () => {
    const { container, rerender } = render(
      <TurnaroundLine turnaround={{ universityId: 3, medianDays: 12.5, decisionCount: 6 }} />,
    );
    expect(container.textContent).toBe(
      'Typical decision time: 13 days (median of the last 12 months)',
    );
    rerender(<TurnaroundLine turnaround={{ universityId: 3, medianDays: 1, decisionCount: 5 }} />);
    expect(container.textContent).toBe(
      'Typical decision time: 1 day (median of the last 12 months)',
    );
  });

  it('shows nothing without enough decisions, or without a figure at all', () => {
    const { container, rerender } = render(
      <TurnaroundLine turnaround={{ universityId: 3, medianDays: null, decisionCount: 4 }} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<TurnaroundLine turnaround={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<TurnaroundLine turnaround={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('<UniversityProfileHeader /> turnaround', () => {
  const university = fakeUniversity({ programCount: 12 });

  it('shows the typical decision time under the facts when there is one', () => {
    const { getByText } = render(
      <UniversityProfileHeader
        university={{
          ...university,
          turnaround: { universityId: 3, medianDays: 18, decisionCount: 9 },
        }}
      />,
    );
    expect(getByText('Typical decision time: 18 days (median of the last 12 months)')).toBeTruthy();
  });

  it('says nothing about decision times without enough decisions', () => {
    const { container } = render(
      <UniversityProfileHeader
        university={{
          ...university,
          turnaround: { universityId: 3, medianDays: null, decisionCount: 2 },
        }}
      />,
    );
    expect(container.textContent).not.toContain('decision time');
    expect(container.textContent).toContain('12 programs');
  });
});
