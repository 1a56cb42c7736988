import { describe, expect, it } from 'vitest';
import { commissionMoves } from './commission-moves';

const labels = (from: Parameters<typeof commissionMoves>[0]) =>
  commissionMoves(from).map((move) => `${move.label.message} → ${move.to}`);

describe('commissionMoves', () => {
  it('offers the domain moves with words for each, forward moves first', () => {
    expect(labels('pending')).toEqual(['Mark invoiced → invoiced', 'Mark paid → paid']);
    expect(labels('invoiced')).toEqual(['Mark paid → paid', 'Undo invoice → pending']);
    expect(labels('paid')).toEqual(['Undo payment → invoiced']);
  });

  it('offers nothing on a reversed commission', () => {
    expect(commissionMoves('reversed')).toEqual([]);
  });
});
