// Which part of the portal a request path belongs to; shared by routing, the proxy and upgrades.
import path from 'node:path';

export const API_PREFIX = '/api/v1';
const SOCKET_IO_PATH = '/socket.io';

const isUnder = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isApiPath = (pathname: string) => isUnder(API_PREFIX, pathname);
export const isSocketIoPath = (pathname: string) => isUnder(SOCKET_IO_PATH, pathname);

/** The path part of a raw request URL ("/socket.io/?EIO=4" → "/socket.io/"). */
export const pathnameOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

/** Hashed bundle files and anything that looks like a file name: never answered with index.html. */
export const isAssetPath = (pathname: string) => pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '';
