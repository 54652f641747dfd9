// The reference API as `npm run api` runs it: a Node process of its own on a database file, for the
// tests of what the process does under hostile input and when it is killed. Node runs main.ts with
// tsx as a loader (not the tsx CLI, whose child a signal to the CLI would not reach).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { repoRoot } from '../../../server/paths';
import { API_BASE } from '../../../server/reference-api/images/urls';

export interface ApiProcess {
  /** http://127.0.0.1:<port>/api/v1 */
  readonly api: string;
  readonly child: ChildProcess;
  /** what the process wrote to stderr so far (stack traces of 500s) */
  stderr(): string;
  /** true until the process exits */
  alive(): boolean;
  /** SIGTERM, and waits for the exit */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export async function startApiProcess(options: { dbPath: string; seedLots: number; startTimeoutMs?: number }): Promise<ApiProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    DB_PATH: options.dbPath,
    SEED_LOTS: String(options.seedLots),
    USS_IMAGES_DELAY_MS: '0',
  };
  for (const name of ['SMTP_URL', 'COMPANY', 'COMPANY_CONFIG', 'PORTAL_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/reference-api/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the API did not start within ${options.startTimeoutMs ?? 60_000} ms:\n${stdout}\n${stderr}`)),
      options.startTimeoutMs ?? 60_000,
    );
    const check = () => {
      if (stdout.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`the API exited on start:\n${stdout}\n${stderr}`));
    });
  });

  return {
    api: `http://127.0.0.1:${port}${API_BASE}`,
    child,
    stderr: () => stderr,
    alive: () => !exited,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
}
