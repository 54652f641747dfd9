// A stand-in that its real control may replace while the mouse button is down answers on the press:
// replaced before the release, it would get no click (the browser sends it to neither element).
import type { MouseEvent } from 'react';

/**
 * Handlers that run `act` on a primary-button press, and on a click that came without one (a key on
 * a button, a screen reader's click: `detail` 0); a click that ends a press was answered on the press.
 */
export function pressOrClick(act: () => void) {
  return {
    onMouseDown: (event: MouseEvent) => {
      if (event.button === 0) act();
    },
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) act();
    },
  };
}
