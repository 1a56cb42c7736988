/** Reads until `ok` holds of the value, every 100 ms, and returns it; throws after `ms`. */
export async function waitUntil<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out; last value ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
