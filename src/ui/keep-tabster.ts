// Fluent's modal dialogs hide the rest of the page from assistive technology through tabster, which
// gives the page back when the dialog goes, but only while some Fluent part holds tabster: the last
// one to unmount disposes it at once. A dialog that unmounts while open (its owner replaced by what
// the submit produced: the bid form by the new bid, the bid by the form again once cancelled) can be
// the last, and the page stays hidden. Mounted beside the lazy popups (MountedOnceOpen), which load
// tabster with Fluent, this keeps it for the page's life once one has opened.
import { useEffect } from 'react';
import { createTabster, getTabster, type Types } from 'tabster';

let kept: Types.Tabster | undefined;

/** Holds the tabster the popup beside it made, from its first opening on. */
export default function TabsterKept(): null {
  useEffect(() => {
    // the popup's own parts created tabster with Fluent's settings: join that one, never make one
    // (a wrapper shares its instance's parts: the same root means the one already kept)
    const current = getTabster(window);
    if (current && current.root !== kept?.root) kept = createTabster(window);
  }, []);
  return null;
}
