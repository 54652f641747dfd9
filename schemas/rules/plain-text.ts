// Texts people type for others to read (profile fields, chat messages) carry no control characters:
// C0 and C1 controls and DEL hide or garble what follows, the bidi embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) reorder it on screen ("Trojan Source"), and a lone surrogate is half
// a character (stored, it comes back as replacement characters). A chat keeps its line breaks (LF, CR).
// A name that comes from a file system (an upload's) is cleaned instead.

const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\ud800-\\udfff';
const CONTROLS_BUT_LINE_BREAKS = '\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\ud800-\\udfff';
// with the u flag a surrogate range matches lone surrogates only, never a pair (an emoji)
const control = new RegExp(`[${CONTROLS}]`, 'u');
const controlButLineBreaks = new RegExp(`[${CONTROLS_BUT_LINE_BREAKS}]`, 'u');
const everyControl = new RegExp(`[${CONTROLS}]`, 'gu');
/** white space and what is never drawn: zero-width spaces and joiners, direction marks, soft hyphens */
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}]*$/u;

/** Nothing a reader would see: a message of it would be an empty bubble. */
export const isBlank = (text: string): boolean => INVISIBLE_ONLY.test(text);

export function hasControlCharacters(text: string, options: { lineBreaks?: boolean } = {}): boolean {
  return (options.lineBreaks ? controlButLineBreaks : control).test(text);
}

export function withoutControlCharacters(text: string): string {
  return text.replace(everyControl, '');
}
