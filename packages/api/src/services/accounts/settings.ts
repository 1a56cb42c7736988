import { queries } from '@uniguide/db';
import { DEFAULT_CONSOLE_SETTINGS, ZConsoleSettings, type ConsoleSettings } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';

const AGENT_APPROVAL_KEY = 'agentApproval';

/** The console's settings; a value never set (or no longer valid) reads as its default. */
export async function readConsoleSettings(db: Executor): Promise<ConsoleSettings> {
  const stored = await queries.accounts.readSetting(db, AGENT_APPROVAL_KEY);
  const parsed = ZConsoleSettings.shape.agentApproval.safeParse(stored);
  return { agentApproval: parsed.success ? parsed.data : DEFAULT_CONSOLE_SETTINGS.agentApproval };
}

/** Saves the settings whole and audits what changed. */
export async function updateConsoleSettings(
  ctx: SignedInContext,
  input: ConsoleSettings,
): Promise<ConsoleSettings> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await readConsoleSettings(tx);
    await queries.accounts.writeSetting(tx, AGENT_APPROVAL_KEY, input.agentApproval, ctx.user.id);
    await writeAudit(tx, ctx, {
      action: 'settings_updated',
      resourceType: 'settings',
      resourceId: AGENT_APPROVAL_KEY,
      previousData: { ...before },
      newData: { ...input },
    });
    return input;
  });
}
