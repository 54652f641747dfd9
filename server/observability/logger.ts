// The process's logger: JSON lines (pino) at LOG_LEVEL, human-readable with LOG_FORMAT=pretty (the
// default under `npm run dev`).
import { pino, type Logger, type LevelWithSilent } from 'pino';

export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface LoggerSettings {
  readonly level: LevelWithSilent;
  /** pino-pretty (a devDependency) instead of JSON: for people reading a terminal, never for collectors */
  readonly pretty: boolean;
}

export function createLogger({ level, pretty }: LoggerSettings, destination?: NodeJS.WritableStream): Logger {
  const options = { level, base: { pid: process.pid } };
  if (destination) return pino(options, destination);
  if (pretty)
    return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' } } });
  // Lines are written to stdout asynchronously (those of a busy moment together), flushed at exit: a
  // synchronous write held the event loop about 50 µs a request line, 6 µs this way (20,000 lines).
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
