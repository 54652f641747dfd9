// Preferences the server needs before the app runs (the texts and the first list it preloads with
// index.html) are mirrored from local storage into cookies: renewed with each visit, kept a year.
const MIRROR_SECONDS = 365 * 24 * 3600;

/** Sets the cookie to `value`, or removes it when there is none. */
export function mirrorToCookie(name: string, value: string | number | null | undefined): void {
  document.cookie =
    value === null || value === undefined || value === ''
      ? `${name}=; path=/; max-age=0`
      : `${name}=${value}; path=/; max-age=${MIRROR_SECONDS}; samesite=lax`;
}
