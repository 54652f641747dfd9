// Just enough SMTP for nodemailer, for the tests of mail by SMTP: every command accepted, each message's
// DATA kept; it may take `delayMs` to accept a message, or refuse each at once while `failing` is set;
// with `refuseRecipients` it refuses every recipient, quoting the address as mail servers do.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FakeSmtp {
  readonly server: net.Server;
  readonly received: string[];
  failing: boolean;
  /** listens on a free loopback port; resolves to the URL for the mail settings */
  listen(): Promise<string>;
}

export function fakeSmtpServer({ delayMs = 0, refuseRecipients = false }: { delayMs?: number; refuseRecipients?: boolean } = {}): FakeSmtp {
  const smtp: FakeSmtp = {
    server: net.createServer(),
    received: [],
    failing: false,
    listen: () =>
      new Promise((resolve) =>
        smtp.server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`)),
      ),
  };
  const accept = (socket: net.Socket, message: string) => {
    if (smtp.failing) {
      socket.write('451 try again later\r\n');
      return;
    }
    smtp.received.push(message);
    if (delayMs > 0) setTimeout(() => socket.write('250 queued\r\n'), delayMs);
    else socket.write('250 queued\r\n');
  };
  smtp.server.on('connection', (socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (inData ? 5 : 2));
        if (inData) {
          inData = false;
          accept(socket, line);
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (refuseRecipients && command.startsWith('RCPT TO:')) {
          socket.write(`550 5.1.1 ${line.slice('RCPT TO:'.length).trim()}: Recipient address rejected: User unknown\r\n`);
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return smtp;
}
