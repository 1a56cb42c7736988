import { ApiError } from '../lib/api-client';
import { summarise, type LatencySummary } from '../lib/stats';

export interface ActionSummary extends LatencySummary {
  action: string;
  errors: number;
}

export interface RecordedError {
  action: string;
  status?: number;
  message: string;
}

const KEPT_ERRORS = 25;

/** Latency per action and every unexpected error (a status the scenario did not allow, or a network failure). */
export class LoadRecorder {
  private readonly samples = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  readonly errors: RecordedError[] = [];
  private errorTotal = 0;

  /** Times `call`; a thrown error counts as unexpected and is swallowed so the simulated user carries on. */
  async step<T>(action: string, call: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now();
    try {
      const result = await call();
      this.add(action, performance.now() - started);
      return result;
    } catch (error) {
      this.add(action, performance.now() - started);
      this.fail(action, error);
      return undefined;
    }
  }

  fail(action: string, error: unknown): void {
    this.errorTotal++;
    this.errorCounts.set(action, (this.errorCounts.get(action) ?? 0) + 1);
    if (this.errors.length >= KEPT_ERRORS) return;
    this.errors.push(
      error instanceof ApiError
        ? { action, status: error.status, message: error.message }
        : { action, message: error instanceof Error ? error.message : String(error) },
    );
  }

  private add(action: string, ms: number): void {
    let list = this.samples.get(action);
    if (!list) this.samples.set(action, (list = []));
    list.push(ms);
  }

  get unexpectedErrors(): number {
    return this.errorTotal;
  }

  byAction(): ActionSummary[] {
    return [...this.samples]
      .map(([action, samples]) => ({
        action,
        errors: this.errorCounts.get(action) ?? 0,
        ...summarise(samples),
      }))
      .sort((a, b) => a.action.localeCompare(b.action));
  }

  overall(): LatencySummary {
    return summarise([...this.samples.values()].flat());
  }
}
