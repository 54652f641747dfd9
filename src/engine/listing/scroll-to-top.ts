import { smoothScrollWindowTo } from '../views/use-window-rows';

/** Back to the top of the page, where the list and its controls start. */
export function scrollToTop(): void {
  smoothScrollWindowTo(0);
}
