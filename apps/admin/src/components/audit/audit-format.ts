import { useLingui } from '@lingui/react/macro';
import type { AuditLogItem } from '../../lib/api-types';
import { fieldLabel } from './audit-diff';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** docs/product.md §3: underscores turned into capitalised words ("user_login" → "User Login"). */
export function actionLabel(action: string): string {
  return action
    .split('_')
    .filter((word) => word !== '')
    .map(capitalise)
    .join(' ');
}

/**
 * docs/product.md §3: the acting user as first name, last name and username, or "User #id" when the account is
 * gone; "System" for entries no user caused (command-line tasks, the seed).
 */
export function auditUserLabel(
  entry: Pick<AuditLogItem, 'user' | 'userId'>,
  words: AuditUserWords = ENGLISH_WORDS,
): string {
  if (entry.user) {
    const name = [entry.user.firstName, entry.user.lastName].filter(Boolean).join(' ').trim();
    return name ? `${name} (${entry.user.username})` : entry.user.username;
  }
  return entry.userId !== null ? words.user(entry.userId) : words.system;
}

/** What an entry without a user's account says, in the page's language. */
export interface AuditUserWords {
  system: string;
  user: (id: number) => string;
}

const ENGLISH_WORDS: AuditUserWords = { system: 'System', user: (id) => `User #${id}` };

/** {@link auditUserLabel} with its words translated (docs/decisions/067-translation-layer.md). */
export function useAuditUserLabel() {
  const { t } = useLingui();
  const words: AuditUserWords = { system: t`System`, user: (id) => t`User #${id}` };
  return (entry: Pick<AuditLogItem, 'user' | 'userId'>) => auditUserLabel(entry, words);
}

/** "application" → "Application", "contactMessage" → "Contact message", "saved_program" → "Saved program". */
export function resourceTypeLabel(type: string): string {
  return fieldLabel(type);
}

/** docs/product.md §3: "View Changes" is offered only when both the previous and the new data exist. */
export function hasChanges(entry: Pick<AuditLogItem, 'previousData' | 'newData'>): boolean {
  return entry.previousData != null && entry.newData != null;
}
