// A light element that a real one replaces once loaded (a tooltip's or popup's trigger) hands its
// focus over: without, focus would fall to the page's body as the light one unmounts.
import { useLayoutEffect, useRef } from 'react';

/**
 * Focuses `real` once `replaced` turns true, if the light element had focus then: the caller sets
 * `hadFocus` from the light element's events.
 */
export function useFocusHandOver(replaced: boolean) {
  const real = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (replaced && hadFocus.current) real.current?.focus();
    hadFocus.current = false;
  }, [replaced]);
  return { real, hadFocus };
}
