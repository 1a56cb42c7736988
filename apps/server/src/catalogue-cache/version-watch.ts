/**
 * The catalogue's version as this process last read it, re-read at most once per `intervalMs`: a write
 * made through another process (or the CLI import) shows within that interval, and a busy process
 * still sends one tiny query per interval, not one per request. Concurrent readers share one query.
 */
export class VersionWatch {
  private version: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** Bumped by expire(): a read that started before it may have missed the write. */
  private epoch = 0;
  private started = 0;
  private applied = 0;
  private pending: { promise: Promise<number>; epoch: number } | undefined;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The version, from memory when read within the interval. */
  current(): number | Promise<number> {
    if (this.version !== undefined && this.now() - this.checkedAt < this.intervalMs)
      return this.version;
    if (this.pending?.epoch === this.epoch) return this.pending.promise;
    return this.refresh();
  }

  /** The next `current()` asks the database again: this process just wrote something. */
  expire(): void {
    this.epoch += 1;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private refresh(): Promise<number> {
    const epoch = this.epoch;
    const order = ++this.started;
    const startedAt = this.now();
    const promise: Promise<number> = Promise.resolve()
      .then(() => this.read())
      .then((version) => {
        // Reads may overlap after an expire(); the one started last decides.
        if (order > this.applied) {
          this.applied = order;
          this.version = version;
          if (epoch === this.epoch) this.checkedAt = startedAt;
        }
        return version;
      })
      .finally(() => {
        if (this.pending?.promise === promise) this.pending = undefined;
      });
    this.pending = { promise, epoch };
    return promise;
  }
}
