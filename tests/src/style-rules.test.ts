import { describe, expect, it } from 'vitest';
import { keepOnlyRulesTestsRead } from './style-rules';

describe('the style sheets of component tests', () => {
  it('keep what tests read of a rule however many files set them up, and drop the rest without an error', async () => {
    // tests/setup-dom.ts runs for each file of a worker, evaluating the module again, and the worker keeps its window
    keepOnlyRulesTestsRead();
    // a second evaluation of the module, as the next file's setup makes
    const secondCopy: string = './style-rules?again';
    const again = (await import(/* @vite-ignore */ secondCopy)) as typeof import('./style-rules');
    again.keepOnlyRulesTestsRead();
    const style = document.createElement('style');
    document.head.append(style);
    const sheet = style.sheet!;

    expect(() => sheet.insertRule('.a{color:var(--colorBrandForeground1);}', sheet.cssRules.length)).not.toThrow();
    sheet.insertRule('.b{display:none;color:red;}', sheet.cssRules.length);
    sheet.insertRule('.c{--token:1px;margin:0;}', sheet.cssRules.length);

    expect([...sheet.cssRules].map((rule) => rule.cssText)).toEqual(['.b { display: none; }', '.c { --token: 1px; }']);
    style.remove();
  });
});
