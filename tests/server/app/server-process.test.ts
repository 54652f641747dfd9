// server/index.ts as a process: what an operator sees when starting it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companiesDir, repoRoot } from '../../../server/paths';

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('starting the server', () => {
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
});
