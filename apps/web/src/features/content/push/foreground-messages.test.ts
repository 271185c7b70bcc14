import { afterEach, describe, expect, it, vi } from 'vitest';
import { foregroundText, listenForForegroundPush, PUSH_MESSAGE_TYPE } from './foreground-messages';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

afterEach(() => vi.unstubAllGlobals());

describe('foreground push', () => {
  it('shows a message from the service worker as a toast with title and body', () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
    listenForForegroundPush();
    container.dispatchEvent(
      new MessageEvent('message', {
        data: { type: PUSH_MESSAGE_TYPE, title: 'Order shipped', body: 'On its way' },
      }),
    );
    expect(toast.info).toHaveBeenCalledWith('Order shipped: On its way');
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'other', title: 'x', body: 'y' } }));
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('leaves out an empty body', () => {
    expect(foregroundText({ title: 'Hello', body: '' })).toBe('Hello');
  });
});
