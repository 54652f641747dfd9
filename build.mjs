// The browser build: `node build.mjs` for production, `node build.mjs --dev` to watch and serve.
// The build is TypeScript (build/main.ts), loaded through tsx so this file runs without a compile step.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('./build/main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
