// Fluent's modal dialogs hide the rest of the page from assistive technology through tabster, which
// gives the page back when the dialog goes, but only while some Fluent part holds tabster: the last
// one to unmount disposes it at once. A dialog that unmounts while open (its form replaced by what
// the submit produced) can be the last, and the page stays hidden. The page keeps tabster once a
// dialog that can go this way has opened.
import { useEffect } from 'react';
import { createTabster, getTabster, type Types } from 'tabster';

let kept: Types.Tabster | undefined;

/** Holds Fluent's tabster for the rest of the page's life once `open` is true. */
export function useTabsterKept(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    // the dialog's own parts created tabster with Fluent's settings: join that one, never make one
    // (a wrapper shares its instance's parts: the same root means the one already kept)
    const current = getTabster(window);
    if (current && current.root !== kept?.root) kept = createTabster(window);
  }, [open]);
}
