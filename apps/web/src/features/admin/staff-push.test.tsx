import { NOTIFICATIONS_MSG } from '@storefront/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from './session';
import { StaffPushSwitch } from './staff-push';
import { OWNER, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'p', auth: 'a' },
};

function api(enabled: boolean, bodies: unknown[] = []) {
  stubAdminApi((url, init) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
    if (url.pathname === '/api/admin/push' && (init?.method ?? 'GET') === 'GET')
      return { body: { enabled, publicKey: enabled ? KEY : null, devices: bodies.length } };
    if (url.pathname === '/api/admin/push' && init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      return { body: { message: NOTIFICATIONS_MSG.pushSaved, devices: 1 } };
    }
    return undefined;
  });
}

/** A browser that can take push messages and has no subscription yet. */
function pushCapableBrowser() {
  const subscribe = vi.fn(async () => ({
    endpoint: subscriptionJson.endpoint,
    toJSON: () => subscriptionJson,
  }));
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission: 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = 'granted';
      return 'granted';
    }),
  };
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      getRegistration: vi.fn(async () => undefined),
      ready: Promise.resolve(registration),
    },
  });
  return subscribe;
}

describe('StaffPushSwitch', () => {
  it('explains that push is off when the shop has no VAPID keys', async () => {
    api(false);
    renderRoute(<StaffPushSwitch />);
    expect(await screen.findByText(`${NOTIFICATIONS_MSG.pushOff}.`)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('explains a browser without push messages', async () => {
    api(true);
    renderRoute(<StaffPushSwitch />);
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
  });

  it('subscribes this browser with the shop key and sends the subscription', async () => {
    const subscribe = pushCapableBrowser();
    const bodies: unknown[] = [];
    api(true, bodies);
    renderRoute(<StaffPushSwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Notify me of new orders on this device' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(bodies).toEqual([{ subscription: subscriptionJson }]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
