// Reads and writes of persisted preferences. Storage can be unavailable (private mode, blocked
// cookies): preferences then live for the page only instead of breaking the app.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // not persisted: the choice still applies to this page
  }
}
