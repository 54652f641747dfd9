// Where the mobile drawer shows a filter's sub-list: in its own body, in place of the filter rows, so
// no dialog opens over the drawer. A control renders its sub-list through a portal into the host and
// says when it is open, so the drawer can hide the rows and keep their state.
import { createContext, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface SubListHost {
  node: HTMLElement | null;
  /** a sub-list opened (true) or closed (false) */
  onOpenChange(open: boolean): void;
}

export const SubListHostContext = createContext<SubListHost | null>(null);

/**
 * A drawer's host of sub-lists: the node they render into (set it with `setNode`), whether one is
 * open (the drawer then hides its filter rows), and, back from a sub-list, the focus returned to the
 * row that opened it once the rows show again.
 */
export function useSubListHost() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [subListOpen, setSubListOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const host = useMemo<SubListHost>(
    () => ({
      node,
      onOpenChange: (next) => {
        if (next && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
        setSubListOpen(next);
      },
    }),
    [node],
  );
  useLayoutEffect(() => {
    if (subListOpen) return;
    opener.current?.focus();
    opener.current = null;
  }, [subListOpen]);
  return { host, subListOpen, setNode };
}
