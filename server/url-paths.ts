// Which part of the portal a request path belongs to; shared by routing, the proxy and upgrades.
import path from 'node:path';

export const API_PREFIX = '/api/v1';
const SOCKET_IO_PATH = '/socket.io';

const isUnder = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isApiPath = (pathname: string) => isUnder(API_PREFIX, pathname);
export const isSocketIoPath = (pathname: string) => isUnder(SOCKET_IO_PATH, pathname);

// A `.` or `..` segment (also as %2e, and Tomcat's `..;param`), an empty one, a backslash, an encoded
// slash or backslash (read as `/` by some servers) or an encoded `%` (a server decoding twice reads
// %252e as `.`): a backend or a front that normalises the path would take such a path out of /api/v1
// or /socket.io. No v1 call path holds a `%` of its own.
const LEAVING_PATH = /\/\/|\\|%5c|%2f|%25|\/(?:\.|%2e){1,2}(?:[/;]|$)/i;

/** A path that stays where it says once normalised: the only kind the proxy passes on. */
export const isNormalPath = (pathname: string) => !LEAVING_PATH.test(pathname);

/** The path part of a raw request URL ("/socket.io/?EIO=4" → "/socket.io/"). */
export const pathnameOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

/** Hashed bundle files and anything that looks like a file name: never answered with index.html. */
export const isAssetPath = (pathname: string) => pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '';
