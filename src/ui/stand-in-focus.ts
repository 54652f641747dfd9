// A stand-in that the real control replaces once its code loads hands its focus over: without, focus
// would fall to the page's body as the stand-in unmounts. The stand-in says, as it goes, which of its
// parts had focus (a key: a tab's value); the real control then focuses its own part of that key.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** In the owner: focuses the real control's part once `replaced` turns true, if the stand-in left with focus. */
export function useFocusFromStandIn<K>(replaced: boolean, focusReal: (key: K) => void): (key: K) => void {
  const left = useRef<K | undefined>(undefined);
  useLayoutEffect(() => {
    const key = left.current;
    left.current = undefined;
    if (replaced && key !== undefined) focusReal(key);
    // only when the real control comes in
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replaced]);
  return useCallback((key: K) => void (left.current = key), []);
}

/**
 * In the stand-in: as it unmounts, reports the key of its focused part (`keyOf` the focused element
 * inside `ref`). Both functions must be stable (module-level; useFocusFromStandIn's is).
 */
export function useReportFocusOnLeave<K>(
  ref: RefObject<HTMLElement | null>,
  keyOf: (focused: Element) => K,
  onLeaveFocused: (key: K) => void,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    // a layout effect's cleanup runs while the stand-in is still in the document
    return () => {
      const focused = document.activeElement;
      if (focused && element?.contains(focused)) onLeaveFocused(keyOf(focused));
    };
  }, [ref, keyOf, onLeaveFocused]);
}
