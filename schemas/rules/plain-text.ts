// Texts people type for others to read (profile fields, chat messages) carry no control characters:
// C0 and C1 controls and DEL hide or garble what follows, and the bidi embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) reorder it on screen ("Trojan Source"). A chat keeps its
// line breaks (LF, CR). A name that comes from a file system (an upload's) is cleaned instead.

const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
const CONTROLS_BUT_LINE_BREAKS = '\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
const control = new RegExp(`[${CONTROLS}]`);
const controlButLineBreaks = new RegExp(`[${CONTROLS_BUT_LINE_BREAKS}]`);
const everyControl = new RegExp(`[${CONTROLS}]`, 'g');

export function hasControlCharacters(text: string, options: { lineBreaks?: boolean } = {}): boolean {
  return (options.lineBreaks ? controlButLineBreaks : control).test(text);
}

export function withoutControlCharacters(text: string): string {
  return text.replace(everyControl, '');
}
