// Fluent's modal dialogs hide the rest of the page from assistive technology through tabster, which
// gives the page back when the dialog goes, but only while some Fluent part holds tabster: the last
// one to unmount disposes it at once. A dialog that unmounts while open (its form replaced by what
// the submit produced) can be the last, and the page stays hidden. The page keeps tabster once a
// dialog that can go this way has opened.
import { useEffect } from 'react';
import { createTabster, getTabster } from 'tabster';

let held = false;

/** Holds Fluent's tabster for the rest of the page's life once `open` is true. */
export function useTabsterKept(open: boolean): void {
  useEffect(() => {
    // the dialog's own parts created tabster with Fluent's settings: join that one, never make one
    if (!open || held || !getTabster(window)) return;
    createTabster(window);
    held = true;
  }, [open]);
}
