// `npm run dev`: the build touches a marker in dist/ after each rebuild; browsers listening on an
// SSE stream reload when it changes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Response, type Router } from 'express';
import { DEV_RELOAD_SCRIPT } from './index-page';

export const DEV_BUILD_MARKER = '.dev-build';
const EVENTS_PATH = '/__dev/events';
const clientScript = fileURLToPath(new URL('./dev-reload-client.js', import.meta.url));

export interface DevReload {
  router: Router;
  close(): void;
}

export function createDevReload(distDir: string): DevReload {
  const marker = path.join(distDir, DEV_BUILD_MARKER);
  // A new id per server process tells open pages that the server restarted.
  const serverId = `${process.pid}-${Date.now()}`;
  const listeners = new Set<Response>();
  const onRebuild = () => {
    for (const res of listeners) res.write('event: reload\ndata: rebuilt\n\n');
  };
  fs.watchFile(marker, { interval: 250 }, onRebuild);

  const router = express.Router();
  router.get(DEV_RELOAD_SCRIPT, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('js').sendFile(clientScript);
  });
  router.get(EVENTS_PATH, (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(`event: hello\ndata: ${serverId}\n\n`);
    listeners.add(res);
    req.once('close', () => listeners.delete(res));
  });

  return {
    router,
    close() {
      fs.unwatchFile(marker, onRebuild);
      for (const res of listeners) res.end();
    },
  };
}
