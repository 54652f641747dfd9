// @fluentui/react-icons defines its sized icons in 60 files of a few hundred each (lib/sizedIcons/),
// and esbuild keeps in each file every icon some page uses: the one file with a form field's check mark
// also held the listing's chevrons and the chat's bubbles, and every page needing one of them downloaded
// them all (3.4 kB gzip on the login page). The package also defines each icon family in a file of its
// own (`@fluentui/react-icons/svg/<family>`): named imports from the package index are rewritten to
// those in every module (build/direct-imports.ts). An import naming a type too is left as written.
export const ICONS_PACKAGE = '@fluentui/react-icons';

const SIZE_AND_STYLE = /\d*(?:Regular|Filled|Color|Light)$/;

/** An icon's family as the package names its file: `ChevronLeft20Regular` → `chevron-left`, `Calendar3Day20Regular` → `calendar-3-day`. */
export function iconFamily(icon: string): string {
  return icon
    .replace(SIZE_AND_STYLE, '')
    .replace(/([a-z])([A-Z\d])/g, '$1-$2')
    .replace(/(\d)([A-Za-z])/g, '$1-$2')
    .toLowerCase();
}

const ICON_IMPORT = new RegExp(`\\bimport\\s*\\{([^}]*)\\}\\s*from\\s*(["'])${ICONS_PACKAGE}\\2;?`, 'g');

/**
 * The source with each named import from the package index split into imports from the icons' family
 * files; a name `defines(family, name)` denies (not an icon, or a family named otherwise) keeps the index.
 * Undefined when nothing changed.
 */
export async function rewriteIconImports(
  source: string,
  defines: (family: string, name: string) => Promise<boolean>,
): Promise<string | undefined> {
  let rewritten = source;
  for (const [statement, list] of source.matchAll(ICON_IMPORT)) {
    const names = list!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => part.split(/\s+as\s+/) as [string, string?]);
    if (names.some(([name]) => name.startsWith('type '))) continue;
    const kept: string[] = [];
    const direct: string[] = [];
    for (const [name, alias] of names) {
      const spec = alias ? `${name} as ${alias}` : name;
      if (await defines(iconFamily(name), name)) direct.push(`import { ${spec} } from "${ICONS_PACKAGE}/svg/${iconFamily(name)}";`);
      else kept.push(spec);
    }
    if (kept.length) direct.push(`import { ${kept.join(', ')} } from "${ICONS_PACKAGE}";`);
    if (kept.length < names.length) rewritten = rewritten.replace(statement, direct.join(' '));
  }
  return rewritten === source ? undefined : rewritten;
}
