// The Chromium the e2e tests drive: CHROME_PATH, else the system's (Debian's package), else the build
// that @sparticuz/chromium ships inside its npm package, so `npm ci && npm test` needs nothing else.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(env: NodeJS.ProcessEnv = process.env, systemPaths: readonly string[] = SYSTEM_CHROMIUM): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  const system = systemPaths.find((path) => existsSync(path));
  if (system) return system;
  // The package unpacks its browser and fonts into the temp folder once (about 3 s); a child process
  // does it because Playwright reads this config synchronously.
  const unpack = 'import("@sparticuz/chromium").then(async ({ default: c }) => process.stdout.write(await c.executablePath()))';
  const path = execFileSync(process.execPath, ['--input-type=module', '-e', unpack], { encoding: 'utf8' }).trim();
  // its own fonts, so pages render the same on a machine that has none
  env.FONTCONFIG_PATH ??= join(tmpdir(), 'fonts');
  return path;
}
