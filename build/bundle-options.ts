import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../server/paths';
import { compiledMessages, WITHOUT_MESSAGE_PARSER } from './compiled-messages';
import { directImports } from './direct-imports';
import { themeTokensFromData } from './theme-tokens';

// Package indexes that put code only some pages use in every page's chunks (build/direct-imports.ts).
const BYPASSED_BARRELS = [
  '@fluentui/react-tabster',
  '@fluentui/react-icons',
  '@fluentui/react-button',
  '@fluentui/react-aria',
  '@fluentui/react-text',
];

export type BuildMode = 'production' | 'development';

/** The browsers the bundle is written for (build/merge-chunks.ts rewrites it for the same). */
export const BROWSER_TARGET = 'es2022';

/**
 * esbuild options shared by `node build.mjs` and `--dev`. Production names every file by content
 * hash (served as immutable); dev keeps the entry's name stable, so index.html survives rebuilds.
 */
export function bundleOptions(mode: BuildMode, entry: string, outDir: string): BuildOptions & { metafile: true } {
  const production = mode === 'production';
  return {
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outdir: outDir,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: BROWSER_TARGET,
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? 'linked' : 'inline',
    metafile: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    entryNames: production ? 'assets/[name]-[hash]' : 'assets/[name]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    // Absolute URLs: pages live at nested paths such as /car-auctions/123.
    publicPath: '/',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    plugins: [themeTokensFromData, compiledMessages, directImports(BYPASSED_BARRELS)],
    alias: WITHOUT_MESSAGE_PARSER,
    logLevel: 'warning',
  };
}
