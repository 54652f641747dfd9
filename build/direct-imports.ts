// esbuild splits code by file and counts a file as reachable from the entry when a file the entry
// reaches imports it, used or not. A package index that only re-exports (a barrel) thus drags every
// part it names into a chunk the entry loads: one hook from '@fluentui/react-tabster' brought all of
// tabster (19 kB gzip) and Button's styles all of '@fluentui/react-icons'. This plugin rewrites a
// named import from such a barrel into imports from the files that define the names, so a chunk
// holds only what its pages use. Only barrels of side-effect-free packages are bypassed (nothing
// they would have run is skipped); a name it cannot follow keeps its import as written.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';
import { ICONS_PACKAGE, rewriteIconImports } from './icon-atoms';

/** Where a name a module exports is defined: its file and its name there. */
interface Origin {
  file: string;
  name: string;
}

/** The names a barrel exports, each followed to its defining file; undefined for a module with code of its own. */
type BarrelExports = Map<string, Origin> | undefined;

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const NAMED = /^(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']$/;
const STAR = /^export\s*\*\s*from\s*["']([^"']+)["']$/;
const LOCAL_EXPORT = /^export\s*\{([^}]*)\}$/;
const NAMESPACE = /^import\s*\*\s*as\s+([\w$]+)\s+from\s*["'][^"']+["']$/;
const DIRECTIVE = /^["']use \w+["']$/;
const DECLARED = /\bexport\s+(?:const|let|var|class|(?:async\s+)?function\*?)\s+([\w$]+)|\bexport\s+(default)\b/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;
/** A named import or re-export in a module being loaded: `import {a, b as c} from 'x'` (not `import type`). */
const IMPORT_STATEMENT = /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\4;?/g;

/** `a, b as c, type T` → [[a, a], [b, c]] (imported or exported name, local name); type-only names dropped. */
function specifiers(list: string): [string, string][] {
  return list
    .replace(COMMENTS, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name!, alias ?? name!];
    });
}

const PACKAGE_DIR = /^(.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+))[\\/]/;

/** Whether the file belongs to one of the packages and that package declares no side effects (CSS aside). */
function bypassable(file: string, packages: readonly string[]): boolean {
  const match = PACKAGE_DIR.exec(file);
  if (!match || !packages.includes(match[2]!.replaceAll('\\', '/'))) return false;
  const { sideEffects } = JSON.parse(fs.readFileSync(path.join(match[1]!, 'package.json'), 'utf8')) as { sideEffects?: unknown };
  return sideEffects === false || (Array.isArray(sideEffects) && sideEffects.every((p) => String(p).endsWith('.css')));
}

function createReader(build: PluginBuild, packages: readonly string[]) {
  const barrels = new Map<string, Promise<BarrelExports>>();
  const declared = new Map<string, Set<string>>();

  const resolve = async (spec: string, from: string) => {
    const result = await build.resolve(spec, { resolveDir: path.dirname(from), kind: 'import-statement' });
    return result.errors.length || result.external ? undefined : result.path;
  };

  /** Names a module with code of its own exports (its declarations and export lists). */
  const declaredNames = (file: string): Set<string> => {
    let names = declared.get(file);
    if (!names) {
      const source = fs.readFileSync(file, 'utf8');
      names = new Set([...source.matchAll(DECLARED)].map((m) => (m[1] ?? m[2])!));
      for (const [, list] of source.matchAll(EXPORT_LIST)) for (const [, name] of specifiers(list!)) names.add(name);
      declared.set(file, names);
    }
    return names;
  };

  /** Follows a name a module exports to where it is defined; undefined when it cannot tell. */
  const origin = async (file: string, name: string): Promise<Origin | undefined> => {
    const exports = await barrelExports(file);
    if (!exports) return declaredNames(file).has(name) ? { file, name } : undefined;
    return exports.get(name);
  };

  const readBarrel = async (file: string): Promise<BarrelExports> => {
    if (!/\.m?js$/.test(file) || !bypassable(file, packages)) return undefined;
    const statements = fs
      .readFileSync(file, 'utf8')
      .replace(COMMENTS, '')
      .split(';')
      .map((s) => s.trim())
      .filter((s) => s && !DIRECTIVE.test(s));
    const imported = new Map<string, Origin | undefined>();
    const exports = new Map<string, Origin>();
    const stars: string[] = [];
    for (const statement of statements) {
      const named = NAMED.exec(statement);
      const star = STAR.exec(statement);
      const local = LOCAL_EXPORT.exec(statement);
      const namespace = NAMESPACE.exec(statement);
      if (namespace) imported.set(namespace[1]!, undefined);
      else if (named) {
        const [, keyword, list, spec] = named;
        const target = await resolve(spec!, file);
        for (const [name, alias] of specifiers(list!)) {
          const found = target ? await origin(target, name) : undefined;
          if (keyword === 'import') imported.set(alias, found);
          else if (found) exports.set(alias, found);
        }
      } else if (star) {
        const target = await resolve(star[1]!, file);
        if (!target) return undefined;
        stars.push(target);
      } else if (local) {
        for (const [name, alias] of specifiers(local[1]!)) {
          const found = imported.get(name);
          if (found) exports.set(alias, found);
        }
      } else return undefined;
    }
    for (const target of stars) {
      const names = (await barrelExports(target)) ?? new Map([...declaredNames(target)].map((name) => [name, { file: target, name }]));
      for (const [name, found] of names) if (name !== 'default' && !exports.has(name)) exports.set(name, found);
    }
    return exports;
  };

  const barrelExports = (file: string): Promise<BarrelExports> => {
    let exports = barrels.get(file);
    if (!exports) barrels.set(file, (exports = readBarrel(file)));
    return exports;
  };

  return { resolve, barrelExports };
}

/** The source with each named import from a barrel split into imports from the defining files. */
async function rewriteBarrelImports(source: string, file: string, reader: ReturnType<typeof createReader>): Promise<string | undefined> {
  const replacements: [string, string][] = [];
  for (const match of source.matchAll(IMPORT_STATEMENT)) {
    const [statement, keyword, typeOnly, list, , spec] = match;
    if (typeOnly) continue;
    const target = await reader.resolve(spec!, file);
    const exports = target && (await reader.barrelExports(target));
    if (!exports) continue;
    const names = specifiers(list!);
    const origins = names.map(([name]) => exports.get(name));
    if (!names.length || origins.some((o) => !o)) continue;
    const direct = names.map(([, alias], i) => `${keyword} { ${origins[i]!.name} as ${alias} } from ${JSON.stringify(origins[i]!.file)};`);
    replacements.push([statement, direct.join(' ')]);
  }
  if (!replacements.length) return undefined;
  return replacements.reduce((text, [from, to]) => text.replace(from, to), source);
}

const LOADERS = { '.js': 'js', '.mjs': 'js', '.ts': 'ts', '.tsx': 'tsx' } as const;

/**
 * Bypasses the barrels of these packages in every module, the app's and the packages' own: a chunk then
 * holds only the parts its pages use (and of the icons, only the families they use: build/icon-atoms.ts).
 * Limiting it to the entry's and a few pages' modules, as first done, left the phone listing the
 * desktop's toggle-button and menu-button styles and every icon sharing a file with one it shows
 * (9 kB gzip of its first visit; the desktop's first visit was 1 kB smaller this way too).
 */
export function directImports(packages: readonly string[]): Plugin {
  return {
    name: 'seri-direct-imports',
    setup(build) {
      const reader = createReader(build, packages);
      const definedIcons = new Map<string, Promise<string>>();
      /** Whether the family's file defines the icon (read once per family; empty when there is none). */
      const defines = async (family: string, name: string, from: string) => {
        let source = definedIcons.get(family);
        if (!source) {
          const read = async () => {
            const file = await reader.resolve(`${ICONS_PACKAGE}/svg/${family}`, from);
            return file ? fs.promises.readFile(file, 'utf8') : '';
          };
          definedIcons.set(family, (source = read()));
        }
        return new RegExp(`\\bexport const ${name}\\b`).test(await source);
      };
      build.onLoad({ filter: /\.(m?js|tsx?)$/ }, async ({ path: file }) => {
        const source = await fs.promises.readFile(file, 'utf8');
        const withIcons = source.includes(ICONS_PACKAGE)
          ? await rewriteIconImports(source, (family, name) => defines(family, name, file))
          : undefined;
        const contents = (await rewriteBarrelImports(withIcons ?? source, file, reader)) ?? withIcons;
        if (contents === undefined) return undefined;
        return { contents, loader: LOADERS[path.extname(file) as keyof typeof LOADERS], resolveDir: path.dirname(file) };
      });
    },
  };
}
