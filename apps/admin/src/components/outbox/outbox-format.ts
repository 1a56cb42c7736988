import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxStateName } from '@uniguide/domain';

type Tone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

/** Each outbox state as the console names it, with the badge tone that backs the word up. */
export const OUTBOX_STATE: Record<OutboxStateName, { label: MessageDescriptor; tone: Tone }> = {
  queued: { label: msg`Queued`, tone: 'info' },
  sending: { label: msg`Sending`, tone: 'info' },
  retrying: { label: msg`Retrying`, tone: 'warning' },
  sent: { label: msg`Sent`, tone: 'success' },
  held: { label: msg({ message: 'Held', context: 'outbox state' }), tone: 'neutral' },
  dead: { label: msg`Failed`, tone: 'danger' },
};

export const OUTBOX_STATE_OPTIONS = (Object.keys(OUTBOX_STATE) as OutboxStateName[]).map(
  (value) => ({ value, label: OUTBOX_STATE[value].label }),
);

/** Only a failed (dead) or held message can be sent again (decision 023). */
export function canRetry(state: OutboxStateName): boolean {
  return state === 'dead' || state === 'held';
}
