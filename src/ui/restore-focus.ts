// The attribute that names a button as the place focus goes back to when the controlled Fluent dialog
// or drawer it opened closes (Fluent's DialogTrigger adds it; a dialog opened by state needs it said).
// Tabster's hook (useRestoreFocusTarget) or its attribute helper would bring tabster, ~20 kB gzip, into
// the page's first download: the attribute alone is enough, as the dialog starts tabster when it opens
// and then finds the focused button by it.

/** tabster's `getTabsterAttribute({ restorer: { type: RestorerTypes.Target } })` */
export const RESTORE_FOCUS_TARGET = { 'data-tabster': '{"restorer":{"type":1}}' } as const;
