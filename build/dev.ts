// `npm run dev`: esbuild watches src/, the server runs under `tsx watch` with DEV_RELOAD=1, and
// every successful rebuild touches the marker that makes open pages reload.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { DEV_BUILD_MARKER } from '../server/dev-reload';
import { defaultDistDir, repoRoot } from '../server/paths';
import { bundleOptions } from './bundle-options';
import { renderEntryHtml } from './entry-html';
import { ENTRY, HTML_TEMPLATE, metafilePath } from './paths';

export async function runDev(): Promise<void> {
  const outDir = defaultDistDir;
  await fs.rm(outDir, { recursive: true, force: true });
  const template = await fs.readFile(HTML_TEMPLATE, 'utf8');
  let firstBuildDone: () => void = () => {};
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));

  const afterEachBuild: esbuild.Plugin = {
    name: 'seri-dev-reload',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return; // esbuild has printed them; the page keeps the last good build
        const html = renderEntryHtml({
          template,
          metafile: result.metafile,
          entryPoint: metafilePath(ENTRY),
          outDir,
          workingDir: repoRoot,
          modulePreload: false,
        });
        await fs.writeFile(path.join(outDir, 'index.html'), html);
        await fs.writeFile(path.join(outDir, DEV_BUILD_MARKER), new Date().toISOString());
        console.log(`rebuilt at ${new Date().toLocaleTimeString()}`);
        firstBuildDone();
      });
    },
  };

  const options = bundleOptions('development', ENTRY, outDir);
  const context = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), afterEachBuild] });
  await context.watch();
  await firstBuild;

  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const server = spawn(tsx, ['watch', '--clear-screen=false', '--include', 'config/companies/*.json', 'server/index.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DEV_RELOAD: '1' },
  });
  const stop = () => server.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  server.once('exit', (code) => {
    process.exitCode = code ?? 0;
    void context.dispose();
  });
}
