import { describe, expect, it, vi } from 'vitest';

// The DOM test environment must give fetch, Request and AbortController from one side, as a
// browser does: React Router builds `new Request(url, { signal })` for every navigation, and
// on Node 24 a signal from jsdom's own AbortController is refused there
// (docs/decisions/009-supported-node-versions.md).
describe('the web tests environment', () => {
  it("accepts an AbortController's signal in a fetch Request, and aborts it", () => {
    const controller = new AbortController();
    const request = new Request('http://localhost/app/dashboard', { signal: controller.signal });
    expect(request.signal.aborted).toBe(false);
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it('removes a DOM listener when the signal it was added with aborts', () => {
    const controller = new AbortController();
    const button = document.createElement('button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick, { signal: controller.signal });
    button.click();
    controller.abort();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
