import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ADMIN_COMMISSION_MOVES,
  type CommissionStatus,
  type MoveCommissionInput,
} from '@uniguide/domain';

export type CommissionMoveTarget = MoveCommissionInput['status'];

export interface CommissionMove {
  to: CommissionMoveTarget;
  /** The action's words on a button or menu item. */
  label: MessageDescriptor;
  /** The toast after it succeeded. */
  done: MessageDescriptor;
  /** Undo moves take the commission back a step. */
  undo: boolean;
}

function describeMove(from: CommissionStatus, to: CommissionMoveTarget): CommissionMove {
  if (to === 'paid')
    return { to, label: msg`Mark paid`, done: msg`Commission marked as paid`, undo: false };
  if (to === 'invoiced' && from === 'pending') {
    return { to, label: msg`Mark invoiced`, done: msg`Commission marked as invoiced`, undo: false };
  }
  if (to === 'invoiced') {
    return {
      to,
      label: msg`Undo payment`,
      done: msg`Payment undone: back to invoiced`,
      undo: true,
    };
  }
  return { to, label: msg`Undo invoice`, done: msg`Invoice undone: back to pending`, undo: true };
}

/** The moves an admin may make from `from` (ADMIN_COMMISSION_MOVES), forward moves first. */
export function commissionMoves(from: CommissionStatus): CommissionMove[] {
  return ADMIN_COMMISSION_MOVES[from]
    .filter((to): to is CommissionMoveTarget => to !== 'reversed')
    .map((to) => describeMove(from, to))
    .sort((a, b) => Number(a.undo) - Number(b.undo));
}
