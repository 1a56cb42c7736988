import { describe, expect, it } from 'vitest';

import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows nothing without results and a single page alone', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('skips from the first page to the last with one gap', () => {
    expect(pageItems(1, 39)).toEqual([1, 2, 'gap', 39]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(20, 39)).toEqual([1, 'gap', 19, 20, 21, 'gap', 39]);
  });

  it('fills a one-page gap with the page itself', () => {
    expect(pageItems(4, 39)).toEqual([1, 2, 3, 4, 5, 'gap', 39]);
    expect(pageItems(36, 39)).toEqual([1, 'gap', 35, 36, 37, 38, 39]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
  });
});
