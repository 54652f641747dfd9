import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref that always holds the value of the last render, for callbacks that run later. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
