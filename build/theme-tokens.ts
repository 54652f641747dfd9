// Fluent's `tokens`, the CSS variable of each theme token that every component's styles read, is a
// table of some 470 `name: 'var(--name)'` entries (3.7 kB of the entry, gzip). The entry already holds
// the light theme's data under the same names (build/theme-templates.ts): the bundle builds the table
// from them instead of carrying its text.
import type { Plugin } from 'esbuild';
import { tokens } from '@fluentui/tokens';
import { repoRoot } from '../server/paths';
import { LIGHT_THEME_FILE } from './theme-templates';

const cssVariable = (name: string) => `var(--${name})`;

/** The tokens whose variable carries a fallback (z-indexes), which the table must keep as they are. */
const withFallback = Object.fromEntries(Object.entries(tokens).filter(([name, value]) => value !== cssVariable(name)));

const contents = `import light from ${JSON.stringify(LIGHT_THEME_FILE)};
const names = Object.keys({ ...light.fixed, ...light.brandShades });
export const tokens = { ...Object.fromEntries(names.map((name) => [name, 'var(--' + name + ')'])), ...${JSON.stringify(withFallback)} };
`;

export const themeTokensFromData: Plugin = {
  name: 'theme-tokens-from-data',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/ }, () => ({ contents, loader: 'js', resolveDir: repoRoot }));
  },
};
