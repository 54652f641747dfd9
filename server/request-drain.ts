// The requests a server is answering, so a shutdown can wait for them: a request in flight at SIGTERM
// (an upload, a bid) is answered as it would have been, before the database it writes to is closed.
// socket.io's own requests are not counted: it attaches after this, and its sockets end with the API.
import type http from 'node:http';

export interface RequestDrain {
  /**
   * Stops taking connections, answers the requests still to come on open ones with `Connection:
   * close`, and resolves once none is in flight, every connection closed: nothing can reach the
   * database after it.
   */
  drain(): Promise<void>;
}

/** Counts the server's requests from now on; call before socket.io attaches to the server. */
export function trackRequests(server: http.Server): RequestDrain {
  let inFlight = 0;
  let draining = false;
  let idle: (() => void) | undefined;

  // first of the listeners: the header is set before any handler can answer
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
  });

  return {
    async drain() {
      draining = true;
      server.close();
      if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve));
      // none in flight: the connections left are idle, and a request could still come on one
      server.closeAllConnections();
    },
  };
}
