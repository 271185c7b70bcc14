import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { logout } from '@/lib/session';
import { enablePushNotifications, registerPushForUser, vapidKeyBytes } from './register-push';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Sub = {
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
};

function fakeSubscription(key: Uint8Array, endpoint = 'https://fcm.googleapis.com/fcm/send/abc'): Sub {
  return {
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

function installBrowser({
  permission = 'granted' as NotificationPermission,
  existing = null as Sub | null,
  registerFails = false,
} = {}) {
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
    fakeSubscription(options.applicationServerKey, 'https://fcm.googleapis.com/fcm/send/new'),
  );
  const registration = { pushManager: { getSubscription: vi.fn(async () => existing), subscribe } };
  const register = vi.fn(async () => {
    if (registerFails) throw new Error('SecurityError');
    return registration;
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { register, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { register, subscribe, requestPermission };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setAccessToken('token-1');
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path.endsWith('/push/config')) return json({ enabled: true, publicKey: PUBLIC_KEY });
    if (path.endsWith('/firebase/register-token')) return json({ success: true, msg: 'ok' });
    return json({ isError: true, msg: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
});

const registered = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/register-token'));

describe('registerPushForUser', () => {
  it('subscribes with the VAPID key and sends the subscription as the device token', async () => {
    const browser = installBrowser();
    expect(await registerPushForUser({ user_id: 'u1' })).toBe(true);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(PUBLIC_KEY),
    });
    const [, init] = registered()[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.user_id).toBe('u1');
    expect(JSON.parse(body.deviceToken)).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/new',
    });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('lets the device go at logout: the logout call names the device this browser registered', async () => {
    installBrowser();
    expect(await registerPushForUser({ user_id: 'u1' })).toBe(true);
    const [, init] = registered()[0] as [string, RequestInit];
    const { deviceToken } = JSON.parse(String(init.body));
    await logout();
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/logout'));
    expect(JSON.parse(String((logoutCall?.[1] as RequestInit | undefined)?.body))).toEqual({ deviceToken });
    // once let go, the next logout on this browser names no device
    fetchMock.mockClear();
    await logout();
    const again = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/logout'));
    expect(JSON.parse(String((again?.[1] as RequestInit | undefined)?.body))).toEqual({});
  });

  it('reuses a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakeSubscription(vapidKeyBytes(PUBLIC_KEY), 'https://fcm.googleapis.com/fcm/send/kept');
    const browser = installBrowser({ existing: same });
    await registerPushForUser({ user_id: 'u1' });
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(
      JSON.parse(JSON.parse(String((registered()[0] as [string, RequestInit])[1].body)).deviceToken),
    ).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/kept',
    });

    const stale = fakeSubscription(new Uint8Array([1, 2, 3]));
    const again = installBrowser({ existing: stale });
    await registerPushForUser({ user_id: 'u1' });
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(again.subscribe).toHaveBeenCalled();
  });

  it('never asks for permission and does nothing unless it was granted', async () => {
    for (const permission of ['default', 'denied'] as const) {
      const browser = installBrowser({ permission });
      expect(await registerPushForUser({ user_id: 'u1' })).toBe(false);
      expect(browser.requestPermission).not.toHaveBeenCalled();
      expect(browser.register).not.toHaveBeenCalled();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalledWith('Push notifications are off: permission is denied');
  });

  it('does nothing when the shop has push off', async () => {
    const browser = installBrowser();
    fetchMock.mockImplementation(async () => json({ enabled: false, publicKey: null }));
    expect(await registerPushForUser({ user_id: 'u1' })).toBe(false);
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('only logs an unsupported browser or a failed registration', async () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    expect(await registerPushForUser({ user_id: 'u1' })).toBe(false);
    expect(console.info).toHaveBeenCalledWith(
      'Push notifications are off: this browser has no service workers',
    );

    installBrowser({ registerFails: true });
    expect(await registerPushForUser({ user_id: 'u1' })).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Push registration failed', expect.any(Error));
    expect(registered()).toHaveLength(0);
  });
});

describe('enablePushNotifications', () => {
  it('asks for permission (from a click) and then registers', async () => {
    const browser = installBrowser({ permission: 'default' });
    browser.requestPermission.mockImplementation(async () => {
      (Notification as unknown as { permission: string }).permission = 'granted';
      return 'granted';
    });
    expect(await enablePushNotifications({ user_id: 'u1' })).toBe(true);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(registered()).toHaveLength(1);
  });
});
