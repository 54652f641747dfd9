// jsdom has no layout: every element's offsetParent is null and the body measures 0×0. Tabster, Fluent's
// focus manager, then takes every element for hidden, so a dialog cannot focus its first control and
// its focus trap marks the dialog itself aria-hidden, which no browser does. This stand-in gives
// elements the one bit of layout tabster reads. Fluent's MessageBar watches its own size: jsdom has no
// ResizeObserver, so the window gets one that never reports.
const BODY_SIZE = { width: 1280, height: 800 };

class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installLayoutStandIn(): void {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  HTMLBodyElement.prototype.getBoundingClientRect = () =>
    ({ x: 0, y: 0, top: 0, left: 0, right: BODY_SIZE.width, bottom: BODY_SIZE.height, ...BODY_SIZE }) as DOMRect;
  Object.defineProperty(window, 'ResizeObserver', { value: SilentResizeObserver, configurable: true, writable: true });
}
