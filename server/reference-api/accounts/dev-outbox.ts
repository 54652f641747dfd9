// /dev/outbox: the development outbox as a page a person reads (subject, recipient, date, clickable
// links, text) and as JSON for tests. Its links sign anyone in, so it answers only to ?key= with the
// key the server prints at start (DEV_OUTBOX_KEY); there is none with SMTP or in production.
import { Router } from 'express';
import { outboxResponseSchema, type OutboxMessage, type OutboxResponse } from '../../../schemas/api/accounts';
import { requireOperatorKey } from '../../operator-key';
import { responder } from '../http/validation';
import { escapeXml } from '../images/svg';
import type { Outbox } from './outbox';

/** The page lists the newest messages; older ones stay in the table. */
const LISTED = 100;

const sendOutbox = responder<OutboxResponse>(outboxResponseSchema);

function messageHtml(message: OutboxMessage): string {
  const links = message.links.map((link) => `<li><a href="${escapeXml(link)}">${escapeXml(link)}</a></li>`).join('');
  return `<article>
<h2>${escapeXml(message.subject)}</h2>
<p class="meta">To <strong>${escapeXml(message.to)}</strong> · <time datetime="${escapeXml(message.createdAt)}">${escapeXml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
<ul>${links}</ul>
<pre>${escapeXml(message.text)}</pre>
</article>`;
}

function outboxPage(messages: readonly OutboxMessage[]): string {
  const body =
    messages.length > 0 ? messages.map(messageHtml).join('\n') : '<p>No messages yet. Sign up or ask for a password reset to get one.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Seri development mail</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1rem; line-height: 1.4; }
article { border-bottom: 1px solid #ccc; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 0.5rem 0 0.25rem; }
.meta { color: #555; margin: 0; }
pre { white-space: pre-wrap; background: #f5f5f5; padding: 0.5rem; }
a { word-break: break-all; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail the reference API would have sent, newest first (the ${LISTED} latest). With <code>SMTP_URL</code> set, mail goes out by SMTP instead.</p>
${body}
</body>
</html>`;
}

export const OUTBOX_KEY_MESSAGE = 'The development outbox needs the key the server printed at start: /dev/outbox?key=…';

export function createDevOutboxRouter(outbox: Outbox, key: string): Router {
  const router = Router();
  router.use(requireOperatorKey(key, OUTBOX_KEY_MESSAGE));
  router.get('/outbox', (_req, res) => {
    res.type('html').send(outboxPage(outbox.list(LISTED)));
  });
  router.get('/outbox.json', (_req, res) => {
    sendOutbox(res, { messages: outbox.list(LISTED) });
  });
  return router;
}
