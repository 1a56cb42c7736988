import { notifyExpiringDocuments } from '@uniguide/api';
import { openDatabase } from '../bootstrap/database';
import type { Env } from '../env';

/** The hourly document-expiry sweep, run once by hand or from an external scheduler. */
export async function notifyExpiringCommand(env: Env): Promise<void> {
  const { database } = await openDatabase(env);
  try {
    const { notified } = await notifyExpiringDocuments(database.db);
    console.info(
      notified
        ? `Notified agents of ${notified} expiring document(s).`
        : 'No documents newly due for an expiry notification.',
    );
  } finally {
    await database.close();
  }
}
