// Stands in for socket.io-client (the network boundary): records connections and lets a test
// make the server accept or drop them.
type Handler = (...args: unknown[]) => void;

export interface FakeSocket {
  options: Record<string, unknown>;
  id: string | undefined;
  connected: boolean;
  /** the server accepted the handshake */
  serverConnect(id: string): void;
  /** the server sent an event */
  serverEmit(event: string, payload: unknown): void;
  /** the server ended the socket (a session ended, a shutdown): socket.io does not reconnect by itself */
  serverDisconnect(): void;
  /** connect() calls made since the socket was created */
  connectCalls: number;
  on(event: string, handler: Handler): FakeSocket;
  connect(): FakeSocket;
  disconnect(): FakeSocket;
}

export const sockets: FakeSocket[] = [];

export function io(options: Record<string, unknown>): FakeSocket {
  const handlers = new Map<string, Handler[]>();
  const emit = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args));
  const socket: FakeSocket = {
    options,
    id: undefined,
    connected: false,
    serverConnect(id) {
      socket.id = id;
      socket.connected = true;
      emit('connect');
    },
    serverEmit(event, payload) {
      emit(event, payload);
    },
    serverDisconnect() {
      socket.connected = false;
      socket.id = undefined;
      emit('disconnect', 'io server disconnect');
    },
    connectCalls: 0,
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    connect() {
      socket.connectCalls += 1;
      return socket;
    },
    disconnect() {
      if (socket.connected) {
        socket.connected = false;
        socket.id = undefined;
        emit('disconnect', 'io client disconnect');
      }
      return socket;
    },
  };
  sockets.push(socket);
  return socket;
}
