/**
 * Razorpay's checkout.js, loaded only when a shopper pays through Razorpay (never on the
 * first view, never with the simulator). The CSP allows its script and frame origins.
 */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpaySuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name?: string;
  description: string;
  image?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
};

type RazorpayInstance = { open(): void; on(event: string, listener: (payload: unknown) => void): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds the script once; a failed load may be tried again on the next payment. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load'));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay script failed to load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The palette's plum, read from the theme so the popup matches the shop. */
export function themeColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-plum-900').trim();
  return value || '#2a1631';
}
