// The page an anonymous visitor wanted before being sent to login (seed 000 §2), kept per tab.
import { DEFAULT_AFTER_LOGIN } from '../../shared/routes/route-table';

const KEY = 'return-to';

/** Only site paths: a saved value must never send the user to another origin. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function saveReturnPath(path: string): void {
  if (isSitePath(path)) sessionStorage.setItem(KEY, path);
}

/** The saved page, or the default one; the saved page is used once. */
export function takeReturnPath(): string {
  const saved = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return saved && isSitePath(saved) ? saved : DEFAULT_AFTER_LOGIN;
}

export function clearReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
