import { useEffect, useRef, useState } from 'react';
import { useAuthConfig } from '../api/get-auth-config';

/**
 * Google sign-in, two ways (docs/api.md):
 * - in a browser, Google Identity Services renders its button; the script is loaded from
 *   accounts.google.com only when the server has a client id (GET /api/auth/config);
 * - inside the native Android/iOS wrapper (a React Native WebView), our own button asks
 *   the wrapper to sign in, and the wrapper answers with a message of type
 *   googleLoginToken carrying the ID token.
 * Either way the ID token goes to onCredential; the page calls google-signup with it.
 */

type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let gisLoading: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gisLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    if (window.google?.accounts?.id) {
      resolve(window.google);
      return;
    }
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in missing'));
    script.onerror = () => {
      gisLoading = null;
      reject(new Error('Google sign-in script failed to load'));
    };
    document.head.append(script);
  });
  return gisLoading;
}

export function isNativeShell(): boolean {
  return typeof window !== 'undefined' && typeof window.ReactNativeWebView?.postMessage === 'function';
}

/** Reads the wrapper's answer: a JSON string or an object `{ type: 'googleLoginToken', token }`. */
export function tokenFromShellMessage(data: unknown): string | null | undefined {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return undefined;
    }
  }
  if (!message || typeof message !== 'object') return undefined;
  const fields = message as Record<string, unknown>;
  if (fields.type !== 'googleLoginToken') return undefined;
  const token = fields.token ?? fields.idToken ?? fields.credential;
  return typeof token === 'string' && token ? token : null;
}

type Props = { onCredential: (token: string | null) => void; disabled?: boolean };

export function GoogleSignIn({ onCredential, disabled }: Props) {
  const native = isNativeShell();
  return native ? (
    <NativeGoogleButton onCredential={onCredential} disabled={disabled} />
  ) : (
    <WebGoogleButton onCredential={onCredential} />
  );
}

function Divider() {
  return (
    <div
      className="my-5 flex items-center gap-3 text-xs tracking-widest text-plum-500 uppercase"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-ivory-300" /> or <span className="h-px flex-1 bg-ivory-300" />
    </div>
  );
}

function NativeGoogleButton({ onCredential, disabled }: Props) {
  const [waiting, setWaiting] = useState(false);
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    if (!waiting) return;
    const onMessage = (event: Event) => {
      const token = tokenFromShellMessage((event as MessageEvent).data);
      if (token === undefined) return;
      setWaiting(false);
      callback.current(token);
    };
    // Android's WebView delivers to document, iOS's to window
    window.addEventListener('message', onMessage);
    document.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
    };
  }, [waiting]);

  return (
    <>
      <Divider />
      <button
        type="button"
        className="btn-outline w-full bg-white"
        disabled={disabled || waiting}
        onClick={() => {
          setWaiting(true);
          window.ReactNativeWebView?.postMessage(JSON.stringify({ type: 'googleLogin' }));
        }}
      >
        <GoogleMark />
        {waiting ? 'Loading...' : 'Continue with Google'}
      </button>
    </>
  );
}

function WebGoogleButton({ onCredential }: Pick<Props, 'onCredential'>) {
  const config = useAuthConfig();
  const clientId = config.data?.googleClientId ?? null;
  const holder = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential ?? null),
        });
        google.accounts.id.renderButton(holder.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(holder.current.clientWidth || 320, 400),
        });
      })
      .catch((error) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  // Google sign-in is off for this shop (no client id): no button that cannot work
  if (!clientId || failed) return null;
  return (
    <>
      <Divider />
      <div ref={holder} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
