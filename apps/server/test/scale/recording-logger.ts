import { pino, type Logger } from 'pino';

export interface RecordingLogger {
  logger: Logger;
  /** Messages logged at warn level so far. */
  warnings(): string[];
}

/** A pino logger that keeps its warnings and errors for the test to read. */
export function recordingLogger(): RecordingLogger {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return {
    logger,
    warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg),
  };
}
