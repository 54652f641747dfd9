import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { directImports } from '../../../build/direct-imports';
import { staticClosure } from '../../../build/metafile';
import { staticImporters } from './static-importers';

// An app whose entry uses one hook of a package index that also names a heavy part, which only a
// lazy page uses (as the entry's Fluent provider and tabster were).
function writeApp(sideEffects: unknown): string {
  const app = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-barrel-')));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.writeFileSync(path.join(app, file), text);
  };
  write('node_modules/kit/package.json', JSON.stringify({ name: 'kit', main: 'lib/index.js', sideEffects }));
  write(
    'node_modules/kit/lib/index.js',
    '"use client";\nexport { useLight } from "./hooks/index.js";\nimport { Heavy } from "./heavy.js";\n// the part only the page uses\nexport { Heavy };\n',
  );
  write('node_modules/kit/lib/hooks/index.js', 'export * from "./light.js";\n');
  write('node_modules/kit/lib/hooks/light.js', 'export const useLight = () => "light";\n');
  write('node_modules/kit/lib/heavy.js', `export class Heavy { name = ${JSON.stringify('heavy '.repeat(200))}; }\n`);
  write('main.ts', "import { useLight as light } from 'kit';\nconsole.log(light());\nvoid import('./page').then((page) => page.show());\n");
  write('page.ts', "import { Heavy, useLight } from 'kit';\nexport const show = () => console.log(new Heavy().name, useLight());\n");
  return app;
}

const buildOptions = (app: string) => ({
  absWorkingDir: app,
  entryPoints: ['main.ts'],
  bundle: true,
  format: 'esm' as const,
  splitting: true,
  metafile: true as const,
  write: false,
});

/** Builds the app as the production build does; answers what the entry loads. */
async function entryLoads(app: string, packages: string[]): Promise<string[]> {
  const { metafile } = await esbuild.build({ ...buildOptions(app), outdir: path.join(app, 'out'), plugins: [directImports(packages)] });
  const entryOutput = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]!.entryPoint === 'main.ts')!;
  return staticClosure(metafile, entryOutput).flatMap((output) => Object.keys(metafile.outputs[output]!.inputs));
}

describe('imports from a package index (build/direct-imports.ts)', () => {
  it('leave out of the entry what only a lazy page uses', async () => {
    const loaded = await entryLoads(writeApp(false), ['kit']);
    expect(loaded).toContain('node_modules/kit/lib/hooks/light.js');
    expect(loaded).not.toContain('node_modules/kit/lib/heavy.js');
  });

  it("leave out of a lazy page's chunks what only another lazy page uses", async () => {
    const app = writeApp(false);
    fs.writeFileSync(
      path.join(app, 'light-page.ts'),
      "import { useLight } from 'kit';\nexport const show = () => console.log(useLight());\n",
    );
    fs.writeFileSync(path.join(app, 'main.ts'), "void import('./page');\nvoid import('./light-page');\n");
    const { metafile } = await esbuild.build({ ...buildOptions(app), outdir: path.join(app, 'out'), plugins: [directImports(['kit'])] });
    const lightPage = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]!.entryPoint === 'light-page.ts')!;
    const loaded = staticClosure(metafile, lightPage).flatMap((output) => Object.keys(metafile.outputs[output]!.inputs));
    expect(loaded).toContain('node_modules/kit/lib/hooks/light.js');
    expect(loaded).not.toContain('node_modules/kit/lib/heavy.js');
  });

  it('stay as written for a package not listed, or one with side effects', async () => {
    expect(await entryLoads(writeApp(false), [])).toContain('node_modules/kit/lib/heavy.js');
    expect(await entryLoads(writeApp(true), ['kit'])).toContain('node_modules/kit/lib/heavy.js');
  });

  it('find the modules a set of roots imports statically, not lazily', async () => {
    const app = writeApp(false);
    const { metafile } = await esbuild.build({ ...buildOptions(app), outdir: path.join(app, 'out') });
    const modules = staticImporters(metafile, ['main'], app);
    expect(modules).toContain(path.join(app, 'main.ts'));
    expect(modules).toContain(path.join(app, 'node_modules/kit/lib/index.js'));
    expect(modules).not.toContain(path.join(app, 'page.ts'));
  });
});
