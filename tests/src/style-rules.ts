// jsdom's getComputedStyle matches every CSS rule of the document against the element and copies
// each matching declaration, and Testing Library calls it for each element a role or name query walks
// (is it hidden?), as user-event does for each click (pointer-events). Fluent's atomic classes put
// ~1,000 rules in a page, so those matches were most of a whole-app test's time. What the tests read
// of a computed style is display, visibility and pointer-events, and of the style sheets the theme's
// custom properties: the document keeps only those.
const READ_PROPERTIES = ['display', 'visibility', 'pointer-events'];
const isRead = (property: string) => READ_PROPERTIES.includes(property) || property.startsWith('--');
const SETS_A_READ_PROPERTY = new RegExp([...READ_PROPERTIES, '--'].join('|'));

/** Strips a rule down to the read properties; false when nothing is left of it. */
function keepReadProperties(rule: CSSRule): boolean {
  if (rule instanceof CSSStyleRule) {
    for (const property of Array.from(rule.style)) {
      if (!isRead(property)) rule.style.removeProperty(property);
    }
    return rule.style.length > 0;
  }
  if (rule instanceof CSSGroupingRule) {
    for (let index = rule.cssRules.length - 1; index >= 0; index--) {
      if (!keepReadProperties(rule.cssRules[index]!)) rule.deleteRule(index);
    }
    return rule.cssRules.length > 0;
  }
  return false;
}

// from the global registry: a module-level Symbol() would differ with each evaluation of this module
const PATCHED = Symbol.for('seri.tests.keepOnlyRulesTestsRead');

/** Once per window: the setup file (and this module with it) runs again for every test file of a worker
 * that keeps its window. */
export function keepOnlyRulesTestsRead(): void {
  const prototype = CSSStyleSheet.prototype as CSSStyleSheet & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const insertRule = prototype.insertRule;
  prototype.insertRule = function (this: CSSStyleSheet, rule: string, index = this.cssRules.length) {
    if (!SETS_A_READ_PROPERTY.test(rule)) return index;
    insertRule.call(this, rule, index);
    if (!keepReadProperties(this.cssRules[index]!)) this.deleteRule(index);
    return index;
  };
}
