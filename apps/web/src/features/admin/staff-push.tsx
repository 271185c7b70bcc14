import { MSG, NOTIFICATIONS_MSG } from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadPushHelpers } from '@/features/content';
import { serverMessage } from '@/lib/api-client';
import { PUSH_KEY, removeStaffPush, saveStaffPush, useStaffPush } from './api/notifications';
import { ErrorText } from './ui';

/** This browser's push subscription, if it has one (through the shop's own service worker). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const push = await loadPushHelpers();
  if (push.pushUnsupportedReason()) return null;
  const registration = await navigator.serviceWorker.getRegistration(push.PUSH_SERVICE_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission (this runs from the staff member's click), then subscribes with the shop's key. */
async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const push = await loadPushHelpers();
  const unsupported = push.pushUnsupportedReason();
  if (unsupported) throw new Error(unsupported);
  if (Notification.permission === 'default') await Notification.requestPermission();
  if (Notification.permission !== 'granted')
    throw new Error('Notifications are blocked for this site in the browser');
  const registration = await navigator.serviceWorker.register(push.PUSH_SERVICE_WORKER, { scope: '/' });
  await navigator.serviceWorker.ready;
  return (
    (await registration.pushManager.getSubscription()) ??
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: push.vapidKeyBytes(publicKey),
    })
  );
}

/**
 * "Notify me of new orders on this device": a switch on the profile. Hidden behind a note
 * when the shop has no VAPID keys or the browser cannot take push messages.
 */
export function StaffPushSwitch() {
  const state = useStaffPush();
  const client = useQueryClient();
  const [on, setOn] = useState<boolean | null>(null);
  const [unsupported, setUnsupported] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadPushHelpers()
      .then(async (push) => {
        const reason = push.pushUnsupportedReason();
        if (!live) return;
        setUnsupported(reason);
        setOn(reason ? false : (await currentSubscription()) !== null);
      })
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);

  if (state.isError) return <ErrorText>{serverMessage(state.error) ?? MSG.somethingWentWrong}</ErrorText>;
  if (!state.data || on === null) return <p className="text-sm text-plum-700">Checking this device…</p>;
  if (!state.data.enabled || !state.data.publicKey)
    return <p className="text-sm">{NOTIFICATIONS_MSG.pushOff}.</p>;
  if (unsupported) return <p className="text-sm">This browser cannot show notifications ({unsupported}).</p>;
  const publicKey = state.data.publicKey;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        const subscription = await currentSubscription();
        if (subscription) await removeStaffPush(subscription.endpoint);
        setOn(false);
      } else {
        const subscription = await subscribeThisBrowser(publicKey);
        await saveStaffPush(subscription.toJSON());
        setOn(true);
      }
      await client.invalidateQueries({ queryKey: PUSH_KEY });
    } catch (failure) {
      setError(
        serverMessage(failure) ?? (failure instanceof Error ? failure.message : MSG.somethingWentWrong),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <label className="flex items-center justify-between gap-4 text-sm">
        <span>Notify me of new orders on this device</span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label="Notify me of new orders on this device"
          disabled={busy}
          onClick={toggle}
          className={`relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-plum-700' : 'bg-ivory-300'}`}
        >
          <span
            aria-hidden
            className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${on ? 'left-5' : 'left-0.5'}`}
          />
        </button>
      </label>
      <p className="text-xs text-mrp">
        {state.data.devices === 1 ? '1 device of yours is' : `${state.data.devices} devices of yours are`}{' '}
        told of new orders.
      </p>
      {error ? <ErrorText>{error}</ErrorText> : null}
    </div>
  );
}
