import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../server/paths';
import { compiledMessages, WITHOUT_MESSAGE_PARSER } from './compiled-messages';

export type BuildMode = 'production' | 'development';

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
    target: 'es2022',
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
    plugins: [compiledMessages],
    alias: WITHOUT_MESSAGE_PARSER,
    logLevel: 'warning',
  };
}
