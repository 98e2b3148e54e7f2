import type { BrowserContext, Page } from '@playwright/test';

// What a tab's live stream (GET /api/v1.1/events, read by apps/web/src/lib/live-events.ts)
// actually received, frame by frame. The web app runs unchanged: the browser's fetch answers
// it a copy (tee) of the stream's body while the other copy is read here.

export type LiveFrame = { connection: number; event: string; data: string; at: number };
type Connection = { ready: boolean; ended: boolean };
type Recorder = { frames: LiveFrame[]; connections: Connection[] };
declare global {
  interface Window {
    __liveStream?: Recorder;
    __appearedAt?: Record<string, number>;
  }
}

/** Records every stream the pages of `context` open from now on. */
export async function recordLiveStreams(context: BrowserContext) {
  await context.addInitScript(() => {
    const recorder: Recorder = { frames: [], connections: [] };
    window.__liveStream = recorder;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const res = await original(...args);
      const input = args[0];
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/api\/v1\.1\/events(\?|$)/.test(url) || !res.ok || !res.body) return res;
      const connection = recorder.connections.push({ ready: false, ended: false }) - 1;
      const state = recorder.connections[connection]!;
      const [mine, theirs] = res.body.tee();
      void (async () => {
        const reader = mine.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            buffer += value.replace(/\r\n?/g, '\n');
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: ?(.*)$/m.exec(block)?.[1];
              if (!event) continue; // heartbeats (comments) and the retry hint
              const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
              recorder.frames.push({ connection, event, data, at: Date.now() });
              if (event === 'ready') state.ready = true;
            }
          }
        } catch {
          // aborted: the app replaced or closed the stream
        } finally {
          state.ended = true;
        }
      })();
      return new Response(theirs, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    };
  });
}

/** Waits until the tab's newest stream has said `ready` (it is live) and is still open. */
export async function waitForLiveStream(page: Page) {
  await page.waitForFunction(() => {
    const c = window.__liveStream?.connections.at(-1);
    return !!c && c.ready && !c.ended;
  });
}

/** The frames received so far, control messages (`ready`, `resync`) left out. */
export async function receivedEvents(page: Page) {
  const frames = await page.evaluate(() => window.__liveStream?.frames ?? []);
  return frames
    .filter((f) => f.event !== 'ready' && f.event !== 'resync')
    .map((f) => ({ ...f, data: JSON.parse(f.data) as Record<string, unknown> }));
}

/**
 * Notes the moment (Date.now() in the page) an element with each of these aria-labels first
 * enters the page, watched by a MutationObserver: not the polling interval of an assertion.
 */
export async function watchForLabels(page: Page, labels: string[]) {
  await page.evaluate((wanted) => {
    const appeared: Record<string, number> = {};
    window.__appearedAt = appeared;
    const check = () => {
      document.querySelectorAll('[aria-label]').forEach((el) => {
        const label = el.getAttribute('aria-label')!;
        if (wanted.includes(label) && !(label in appeared)) appeared[label] = Date.now();
      });
      if (wanted.every((l) => l in appeared)) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    check();
  }, labels);
}

export async function appearedAt(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => window.__appearedAt ?? {});
}
