// jsdom's getComputedStyle matches its whole default style sheet against the element and resolves 14
// properties, colours among them, through every ancestor, after any change to the document; Testing
// Library asks it of each element a role or name query walks. In a profile of listing.test.tsx that was
// 26 of 53 s. What tests and the libraries they drive read of it is display, visibility and
// pointer-events: those come from a cascade of only the rules that set them (the default sheet's and the
// document's, as jsdom orders them), kept until the document or a sheet changes. Anything else is asked
// of jsdom.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Specificity from '@bramus/specificity';

type LightProperty = 'display' | 'visibility' | 'pointer-events';
const INITIAL: Record<LightProperty, string> = { display: 'inline', visibility: 'visible', 'pointer-events': 'auto' };
const INHERITED: Record<LightProperty, boolean> = { display: false, visibility: true, 'pointer-events': true };
const CAMEL: Record<string, LightProperty> = { display: 'display', visibility: 'visibility', pointerEvents: 'pointer-events' };
const isLight = (property: string): property is LightProperty => property in INITIAL;

interface Declaration {
  selector: string;
  value: string;
  important: boolean;
  specificity: ReturnType<typeof Specificity.max>;
}

/** jsdom's default sheet, parsed as it parses it. */
function defaultSheetRules(): CSSRuleList {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet.cssRules;
}

/** As jsdom reads a sheet: style rules, and those of @media rules that name screen. */
function collect(rules: CSSRuleList, into: Map<LightProperty, Declaration[]>): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      if (Array.from(rule.media).includes('screen')) collect(rule.cssRules, into);
      continue;
    }
    if (!(rule instanceof CSSStyleRule) || rule.selectorText.includes('::')) continue;
    for (const property of Object.keys(INITIAL) as LightProperty[]) {
      const value = rule.style.getPropertyValue(property);
      if (value === '') continue;
      let specificity;
      try {
        specificity = Specificity.max(...Specificity.calculate(rule.selectorText));
      } catch {
        continue;
      }
      into
        .get(property)!
        .push({ selector: rule.selectorText, value, important: rule.style.getPropertyPriority(property) !== '', specificity });
    }
  }
}

// from the global registry: a worker's files share the window, each evaluating this module again
const JSDOM_COMPUTED_STYLE = Symbol.for('seri.tests.jsdomComputedStyle');
type Patched = Window & { [JSDOM_COMPUTED_STYLE]?: Window['getComputedStyle'] };

/** jsdom's own getComputedStyle, to check this one against. */
export const jsdomComputedStyle = (element: Element) => (window as Patched)[JSDOM_COMPUTED_STYLE]!(element);

/** Once per window. */
export function installLightComputedStyle(): void {
  const target = window as Patched;
  if (target[JSDOM_COMPUTED_STYLE]) return;
  const jsdomStyleOf = (target[JSDOM_COMPUTED_STYLE] = window.getComputedStyle.bind(window));
  const defaults = defaultSheetRules();

  let declarations = new Map<LightProperty, Declaration[]>();
  let sheetsSeen: string | undefined;
  let values = new WeakMap<Element, Map<LightProperty, string>>();
  // records are taken as a value is read, or delivered here if a microtask came first
  const changes = new MutationObserver(() => void (values = new WeakMap()));
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  /** Drops what was worked out once the document or a sheet changed since. */
  function refresh(): void {
    const sheets = Array.from(document.styleSheets);
    const seen = sheets.map((sheet) => sheet.cssRules.length).join();
    if (changes.takeRecords().length > 0 || seen !== sheetsSeen) values = new WeakMap();
    if (seen === sheetsSeen) return;
    sheetsSeen = seen;
    declarations = new Map(Object.keys(INITIAL).map((property) => [property as LightProperty, []]));
    collect(defaults, declarations);
    for (const sheet of sheets) collect(sheet.cssRules, declarations);
  }

  /** jsdom's cascade: an important value overrides; else one at least as specific as the last; then the inline style. */
  function cascaded(element: Element, property: LightProperty): string {
    let winner: Declaration | undefined;
    let important = false;
    for (const declaration of declarations.get(property)!) {
      const mayWin =
        declaration.important || (!important && (!winner || Specificity.compare(declaration.specificity, winner.specificity) >= 0));
      if (!mayWin || !element.matches(declaration.selector)) continue;
      winner = declaration;
      important ||= declaration.important;
    }
    const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
    const inline = style?.getPropertyValue(property) ?? '';
    if (inline !== '' && (!important || style?.getPropertyPriority(property) !== '')) return inline;
    return winner?.value ?? '';
  }

  function computed(element: Element, property: LightProperty): string {
    let known = values.get(element);
    if (!known) values.set(element, (known = new Map()));
    const cached = known.get(property);
    if (cached !== undefined) return cached;
    const parent = element.parentElement;
    const fromParent = () => (parent ? computed(parent, property) : INITIAL[property]);
    let value = cascaded(element, property);
    if (value === '' || value === 'unset') value = INHERITED[property] ? fromParent() : INITIAL[property];
    else if (value === 'inherit') value = fromParent();
    else if (value === 'initial') value = INITIAL[property];
    known.set(property, value);
    return value;
  }

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return jsdomStyleOf(element, pseudoElement);
    let full: CSSStyleDeclaration | undefined;
    const jsdomStyle = () => (full ??= jsdomStyleOf(element));
    const read = (property: LightProperty) => {
      refresh();
      return computed(element, property);
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, key) {
        if (key === 'getPropertyValue')
          return (property: string) => (isLight(property) ? read(property) : jsdomStyle().getPropertyValue(property));
        if (typeof key === 'string' && key in CAMEL) return read(CAMEL[key]!);
        const value: unknown = Reflect.get(jsdomStyle(), key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(jsdomStyle()) : value;
      },
    });
  };
}
