import { afterEach, describe, expect, it } from 'vitest';
import { jsdomComputedStyle } from './computed-style';

const CSS = `
  .gone { display: none; }
  .shown.gone { display: flex; }
  .forced { display: none !important; }
  .ghost { visibility: hidden; }
  .back { visibility: visible; }
  .still { pointer-events: none; }
  .again { pointer-events: inherit; }
  @media screen { .screen-gone { display: none; } }
  @media (min-width: 1px) { .unread { display: none; } }
  #one, .low { display: grid; }
  .low { display: block; }
`;

const HTML = `
  <div class="gone" id="a"><span id="b">in a hidden box</span></div>
  <div class="gone shown" id="c"></div>
  <div class="forced" id="d" style="display: block"></div>
  <div id="e" style="display: none"></div>
  <section class="ghost" id="f"><p id="g">ghost text</p><p class="back" id="h">back</p></section>
  <nav class="still" id="i"><a id="j" href="#">link</a><em class="again" id="k">x</em></nav>
  <div class="screen-gone" id="l"></div>
  <div class="unread" id="m"></div>
  <div class="low" id="one"></div>
  <p hidden id="n"></p>
  <input type="hidden" id="o">
  <button id="p">go</button>
  <table><tbody><tr id="q"><td id="r">cell</td></tr></tbody></table>
`;

const PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;

/** Each element's three values, read both ways, as a getComputedStyle answers them. */
function valuesBy(getComputedStyle: (element: Element) => CSSStyleDeclaration): Record<string, string[]> {
  return Object.fromEntries(
    Array.from(document.body.querySelectorAll('[id]'), (element) => {
      const style = getComputedStyle(element);
      return [
        element.id,
        [...PROPERTIES.map((property) => style.getPropertyValue(property)), style.display, style.visibility, style.pointerEvents],
      ];
    }),
  );
}

let style: HTMLStyleElement | undefined;
afterEach(() => {
  style?.remove();
  document.body.replaceChildren();
});

describe("component tests' getComputedStyle", () => {
  it("answers display, visibility and pointer-events as jsdom's own does", () => {
    style = document.createElement('style');
    style.textContent = CSS;
    document.head.append(style);
    document.body.innerHTML = HTML;

    expect(valuesBy((element) => getComputedStyle(element))).toEqual(valuesBy(jsdomComputedStyle));
  });

  it('follows changes to classes, inline styles and style sheets', () => {
    style = document.createElement('style');
    document.head.append(style);
    style.sheet!.insertRule('.gone { display: none; }');
    document.body.innerHTML = '<div id="a"><span id="b">text</span></div>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect(getComputedStyle(a).display).toBe('block');

    a.className = 'gone';
    expect(getComputedStyle(a).display).toBe('none');
    a.style.display = 'flex';
    expect(getComputedStyle(a).display).toBe('flex');
    a.removeAttribute('style');
    style.sheet!.insertRule('.gone { visibility: hidden; }', style.sheet!.cssRules.length);
    expect(getComputedStyle(b).visibility).toBe('hidden');
  });

  it('leaves every other property to jsdom', () => {
    document.body.innerHTML = '<div id="a" style="color: red; margin-top: 3px"></div>';
    const a = document.getElementById('a')!;
    expect(getComputedStyle(a).getPropertyValue('margin-top')).toBe('3px');
    expect(getComputedStyle(a).color).toBe('rgb(255, 0, 0)');
  });
});
