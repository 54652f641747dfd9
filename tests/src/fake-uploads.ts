// Uploads go through XMLHttpRequest (src/api/client.ts), which jsdom cannot send: a stand-in for the tests.
import { vi } from 'vitest';

/** A stand-in XMLHttpRequest: records each upload and answers it with the next status and body. */
export function fakeUploads(answers: Array<{ status: number; body: unknown }>) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown; withCredentials: boolean }> = [];
  class FakeXhr {
    readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {}
    send(body: unknown) {
      sent.push({ ...this.request, body, withCredentials: this.withCredentials });
      const answer = answers.shift() ?? { status: 500, body: undefined };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
