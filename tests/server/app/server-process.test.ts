// server/index.ts as a process: what an operator sees when starting it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companiesDir, repoRoot } from '../../../server/paths';

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
/** The variables of this process that would change what is tested. */
const quiet = {
  ...process.env,
  SMTP_URL: '',
  PORTAL_URL: '',
  NODE_ENV: '',
  TRUST_PROXY: '',
  DEV_OUTBOX_KEY: '',
  LOG_LEVEL: '',
  LOG_FORMAT: '',
  METRICS_KEY: '',
};

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['server/index.ts'], {
      cwd: repoRoot,
      env: { ...quiet, PORT: '0', HOST: '127.0.0.1', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

// a process starts tsx and loads the server: seconds on a busy machine
const PROCESS_TIMEOUT = { timeout: 30_000 };

describe('starting the server', PROCESS_TIMEOUT, () => {
  it('with an invalid company config prints every violation and exits 1', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-company-')), 'broken.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Broken', theme: { brand: 'red' } }));
    const { code, stderr } = await runServer({ COMPANY_CONFIG: file });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid company config:');
    expect(stderr).toContain(`${file}: $.logos: is required`);
    expect(stderr).toContain(`${file}: $.theme.brand: must be a hex colour such as #0f6cbd`);
  });

  it('with a brand naming a column its page type lacks prints the violation and exits 1', async () => {
    const brand = JSON.parse(fs.readFileSync(path.join(companiesDir, 'kaido.json'), 'utf8'));
    brand.pageTypes.stock.columns.card[1] = 'hours';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-company-')), 'kaido.json');
    fs.writeFileSync(file, JSON.stringify(brand));
    const { code, stderr } = await runServer({ COMPANY_CONFIG: file });
    expect(code).toBe(1);
    expect(stderr).toContain(`${file}: $.pageTypes.stock.columns.card[1]: must be a column of the stock card view: `);
  });

  it('with a malformed setting names it and exits 1', async () => {
    expect(await runServer({ API_URL: 'ftp://example' })).toEqual({
      code: 1,
      stderr: 'API_URL=ftp://example: must be an http:// or https:// origin\n',
    });
  });

  it('with SMTP_URL but no PORTAL_URL says that mail links need it, and exits 1', async () => {
    expect(await runServer({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Acme Autos <no-reply@acme.example>' })).toEqual({
      code: 1,
      stderr: 'PORTAL_URL is required with SMTP_URL: the links in account mail are built from it (e.g. https://portal.example.com)\n',
    });
  });
});

describe('starting `npm run api`', PROCESS_TIMEOUT, () => {
  /** The line it prints once listening; the process is stopped then. */
  const firstLine = async (env: Record<string, string>): Promise<string> =>
    /\[reference-api\] listening on .*/.exec(await startLines(env))?.[0] ?? '';

  /** What it prints up to its metrics line, the last of its start; the process is stopped then. */
  function startLines(env: Record<string, string>): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(tsx, ['server/reference-api/main.ts'], {
        cwd: repoRoot,
        env: { ...quiet, API_PORT: '0', DB_PATH: ':memory:', SEED_LOTS: '0', HOST: '', API_HOST: '', ...env },
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (/\[reference-api\] metrics at .*\n/.test(stdout)) {
          child.kill();
          resolve(stdout);
        }
      });
      child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${stdout}`)));
    });
  }

  it('listens on loopback only by default: the portal in front is the way in', async () => {
    expect(await firstLine({})).toMatch(/^\[reference-api\] listening on http:\/\/127\.0\.0\.1:\d+\/api\/v1 /);
  });

  it('listens where API_HOST says', async () => {
    expect(await firstLine({ API_HOST: '0.0.0.0' })).toMatch(/^\[reference-api\] listening on http:\/\/localhost:\d+\/api\/v1 /);
  });

  it('prints its operator pages with the keys it made up, never with a configured key: that is a secret of the deployment', async () => {
    const generated = await startLines({});
    expect(generated).toMatch(/mail outbox at http:\/\/127\.0\.0\.1:\d+\/dev\/outbox\?key=[\w-]{43}"/);
    expect(generated).toMatch(/metrics at http:\/\/127\.0\.0\.1:\d+\/metrics\?key=[\w-]{43}"/);
    const configured = await startLines({
      DEV_OUTBOX_KEY: 'outbox-key-of-the-deployment-0123456789',
      METRICS_KEY: 'metrics-key-of-the-deployment-0123456789',
    });
    expect(configured).toMatch(/mail outbox at http:\/\/127\.0\.0\.1:\d+\/dev\/outbox\?key=<DEV_OUTBOX_KEY>"/);
    expect(configured).toMatch(/metrics at http:\/\/127\.0\.0\.1:\d+\/metrics\?key=<METRICS_KEY>"/);
    expect(configured).not.toContain('of-the-deployment');
  });
});
