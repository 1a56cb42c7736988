import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  agentAllowedMoves,
  adminAllowedMoves,
  canAdminMove,
  canAgentAddDocuments,
  canAgentEdit,
  canAgentMove,
  isActive,
  isFinished,
  normaliseStatus,
  statusLabel,
  statusTone,
} from './status';
import { ZApplicationStatus, ZChangeStatusInput } from './status-schemas';

const issueMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('status vocabulary', () => {
  it('lists the eleven statuses in workflow order (docs/product.md §5.2)', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'draft',
      'submitted',
      'under-review',
      'incomplete',
      'submitted-to-university',
      'accepted-conditional-offer',
      'accepted-payment-pending',
      'payment-clearing',
      'approved',
      'completed',
      'rejected',
    ]);
  });

  it('maps the stored alias action-required to incomplete', () => {
    expect(normaliseStatus('action-required')).toBe('incomplete');
    expect(ZApplicationStatus.parse('action-required')).toBe('incomplete');
  });

  it('accepts every canonical status unchanged, ignoring case and surrounding spaces', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(normaliseStatus(status)).toBe(status);
      expect(normaliseStatus(`  ${status.toUpperCase()} `)).toBe(status);
    }
  });

  it('rejects an unknown status with a message naming it', () => {
    expect(normaliseStatus('archived')).toBeNull();
    expect(normaliseStatus('')).toBeNull();
    const result = ZApplicationStatus.safeParse('archived');
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toEqual(['Unknown status "archived"']);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'does not mistake the object property %s for an alias',
    (value) => {
      expect(normaliseStatus(value)).toBeNull();
      expect(issueMessages(ZApplicationStatus.safeParse(value))).toEqual([
        `Unknown status "${value}"`,
      ]);
    },
  );

  it('bounds the echoed value in the error message to 40 characters', () => {
    const result = ZApplicationStatus.safeParse('x'.repeat(5000));
    expect(issueMessages(result)).toEqual([`Unknown status "${'x'.repeat(40)}"`]);
  });
});

describe('statusLabel', () => {
  it('capitalises the status and replaces hyphens with spaces', () => {
    expect(statusLabel('under-review')).toBe('Under review');
    expect(statusLabel('accepted-conditional-offer')).toBe('Accepted conditional offer');
    expect(statusLabel('draft')).toBe('Draft');
    expect(statusLabel('submitted-to-university')).toBe('Submitted to university');
  });
});

describe('finished and active statuses', () => {
  const finished: ApplicationStatus[] = ['approved', 'rejected', 'completed'];

  it.each(APPLICATION_STATUSES)(
    '%s is finished only if approved, rejected or completed',
    (status) => {
      const expected = finished.includes(status);
      expect(isFinished(status)).toBe(expected);
      expect(isActive(status)).toBe(!expected);
    },
  );

  it('counts eight active statuses', () => {
    // The workflow up to payment clearing: every status before the three finished ones.
    expect(APPLICATION_STATUSES.filter(isActive)).toEqual(APPLICATION_STATUSES.slice(0, 8));
  });
});

describe('agent rules', () => {
  const allowedPairs = new Set(['draft>submitted', 'submitted>draft', 'incomplete>submitted']);

  it('offers exactly the allowed moves from each status', () => {
    const moves = Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, [...agentAllowedMoves(status)]]),
    );
    expect(moves).toEqual({
      draft: ['submitted'],
      submitted: ['draft'],
      'under-review': [],
      incomplete: ['submitted'],
      'submitted-to-university': [],
      'accepted-conditional-offer': [],
      'accepted-payment-pending': [],
      'payment-clearing': [],
      approved: [],
      completed: [],
      rejected: [],
    });
  });

  it('allows draft→submitted, submitted→draft, incomplete→submitted and staying put; nothing else (11×11)', () => {
    let allowedChanges = 0;
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        const expected = from === to || allowedPairs.has(`${from}>${to}`);
        expect(canAgentMove(from, to), `${from} → ${to}`).toBe(expected);
        if (from !== to && canAgentMove(from, to)) allowedChanges += 1;
      }
    }
    expect(allowedChanges).toBe(3);
  });

  it('lets the agent edit only draft, submitted and incomplete applications', () => {
    expect(APPLICATION_STATUSES.filter(canAgentEdit)).toEqual(['draft', 'submitted', 'incomplete']);
  });

  it('lets the agent add documents until the application is finished', () => {
    expect(APPLICATION_STATUSES.filter((status) => !canAgentAddDocuments(status))).toEqual([
      'approved',
      'completed',
      'rejected',
    ]);
    expect(canAgentAddDocuments('payment-clearing')).toBe(true);
  });
});

describe('canAdminMove', () => {
  it('allows any status other than the current one and draft, never from a draft (11×11)', () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        expect(canAdminMove(from, to), `${from} → ${to}`).toBe(
          from !== to && from !== 'draft' && to !== 'draft',
        );
      }
    }
  });

  it('lists the choices in workflow order', () => {
    expect(adminAllowedMoves('draft')).toEqual([]);
    // Every status but draft and the current one, in the order of the list pinned above.
    expect(adminAllowedMoves('under-review')).toEqual(
      APPLICATION_STATUSES.filter((status) => status !== 'draft' && status !== 'under-review'),
    );
  });
});

describe('statusTone', () => {
  it('gives each status its badge tone', () => {
    const tones = Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, statusTone(status)]),
    );
    expect(tones).toEqual({
      draft: 'neutral',
      submitted: 'info',
      'under-review': 'info',
      incomplete: 'warning',
      'submitted-to-university': 'info',
      'accepted-conditional-offer': 'success',
      'accepted-payment-pending': 'warning',
      'payment-clearing': 'warning',
      approved: 'success',
      completed: 'success',
      rejected: 'danger',
    });
  });
});

describe('ZChangeStatusInput', () => {
  it('coerces the id, canonicalises the status and trims the texts', () => {
    expect(
      ZChangeStatusInput.parse({
        id: '42',
        status: 'Action-Required',
        notes: '  missing transcript  ',
        rejectionReason: ' n/a ',
        paymentConfirmation: true,
      }),
    ).toEqual({
      id: 42,
      status: 'incomplete',
      notes: 'missing transcript',
      rejectionReason: 'n/a',
      paymentConfirmation: true,
    });
  });

  it('needs only id and status', () => {
    expect(ZChangeStatusInput.parse({ id: 1, status: 'approved' })).toEqual({
      id: 1,
      status: 'approved',
    });
  });

  it('rejects a missing status, an unknown status and a non-positive id', () => {
    const missing = ZChangeStatusInput.safeParse({ id: 1 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['status']);

    expect(issueMessages(ZChangeStatusInput.safeParse({ id: 1, status: 'done' }))).toEqual([
      'Unknown status "done"',
    ]);

    for (const id of [0, -3, 1.5, 'abc']) {
      const result = ZChangeStatusInput.safeParse({ id, status: 'approved' });
      expect(result.success, `id ${String(id)}`).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['id']);
    }
  });

  it('rejects notes over 5000 characters and a non-boolean payment confirmation', () => {
    const longNotes = ZChangeStatusInput.safeParse({
      id: 1,
      status: 'approved',
      notes: 'n'.repeat(5001),
    });
    expect(longNotes.error?.issues[0]?.path).toEqual(['notes']);
    const payment = ZChangeStatusInput.safeParse({
      id: 1,
      status: 'payment-clearing',
      paymentConfirmation: 'yes',
    });
    expect(payment.error?.issues[0]?.path).toEqual(['paymentConfirmation']);
  });
});
