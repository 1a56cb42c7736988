import { readFileSync } from 'node:fs';
import { summarise, type LatencySummary } from '../lib/stats';

/**
 * Response times as the server measured them (its one log line per request carries
 * `responseTime` in ms). Next to the client's figures they separate time spent handling a request from
 * time spent waiting to be read, so an overloaded client or socket queue is not blamed on the handlers.
 */
export function serverResponseTimes(logFile: string): LatencySummary | undefined {
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return undefined;
  }
  const times: number[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"responseTime"')) continue;
    try {
      const entry = JSON.parse(line) as { responseTime?: unknown };
      if (typeof entry.responseTime === 'number') times.push(entry.responseTime);
    } catch {
      // A line that is not JSON (the start-up banner) is not a request.
    }
  }
  return times.length ? summarise(times) : undefined;
}
