import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { tokens } from '@fluentui/tokens';
import { describe, expect, it } from 'vitest';
import { writeThemeTemplates } from '../../../build/theme-templates';
import { themeTokensFromData } from '../../../build/theme-tokens';
import { repoRoot } from '../../../server/paths';

describe('Fluent’s tokens table built from the light theme’s data (build/theme-tokens.ts)', () => {
  it('is the table Fluent ships, without its text in the bundle', async () => {
    writeThemeTemplates();
    const { outputFiles } = await esbuild.build({
      stdin: { contents: "export { tokens } from '@fluentui/tokens';", resolveDir: repoRoot, loader: 'ts' },
      bundle: true,
      format: 'esm',
      write: false,
      plugins: [themeTokensFromData],
    });
    const bundle = outputFiles[0]!.text;
    expect(bundle).not.toContain('var(--colorNeutralForeground1)');

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-tokens-')), 'tokens.mjs');
    fs.writeFileSync(file, bundle);
    const built = (await import(pathToFileURL(file).href)) as { tokens: typeof tokens };
    expect(built.tokens).toEqual(tokens);
  });
});
