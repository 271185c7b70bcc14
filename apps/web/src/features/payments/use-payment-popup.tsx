import { ORDER_MSG, type PaymentProvider } from '@storefront/shared';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getPaymentKey } from './api/get-payment-key';
import { simulatorPay } from './api/simulator-pay';
import { verifyPayment } from './api/verify-payment';
import { type SimulatorBusy, SimulatorPopup } from './components/simulator-popup';
import { loadRazorpay, type RazorpaySuccess, themeColour } from './razorpay';

/** What the popup should take: the provider order of a placed order, in paise. */
export type PaymentRequest = {
  /** From the place-order answer; asked of GET /pay-razorpay when it did not say. */
  provider?: PaymentProvider;
  keyId?: string;
  providerOrder: { id: string; amount: number; currency: string };
  shopName: string;
  prefill: { name?: string; email?: string; contact?: string };
};

/**
 * paid: verified by the server; failed: the gateway or the verification refused it;
 * cancelled: the shopper closed the popup (the order stays pending and expires).
 * Anything else (network, script) is thrown.
 */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

type Ready = PaymentRequest & Required<Pick<PaymentRequest, 'provider' | 'keyId'>>;

type Pending = {
  request: Ready;
  resolve: (outcome: PaymentOutcome) => void;
  reject: (error: unknown) => void;
};

/** A refusal from the API (4xx) means the payment did not go through; other errors are glitches. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

async function verified(response: RazorpaySuccess, keyId: string): Promise<PaymentOutcome> {
  try {
    await verifyPayment({ ...response, key_id: keyId });
    return 'paid';
  } catch (error) {
    if (isRefusal(error)) return 'failed';
    throw error;
  }
}

async function withGateway(request: PaymentRequest): Promise<Ready> {
  if (request.provider && request.keyId !== undefined)
    return { ...request, provider: request.provider, keyId: request.keyId };
  const gateway = await getPaymentKey();
  return {
    ...request,
    provider: request.provider ?? gateway.provider,
    keyId: request.keyId ?? gateway.key_id,
  };
}

/**
 * Opens the payment popup for a placed order: Razorpay's checkout, or the simulator's own
 * popup. `popup` must be rendered by the caller (the simulator draws in it).
 */
export function usePaymentPopup(): {
  pay: (request: PaymentRequest) => Promise<PaymentOutcome>;
  popup: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<SimulatorBusy>(null);
  const current = useRef<Pending | null>(null);

  const finish = useCallback((settle: (entry: Pending) => void) => {
    const entry = current.current;
    current.current = null;
    setPending(null);
    setBusy(null);
    if (entry) settle(entry);
  }, []);

  const pay = useCallback(async (asked: PaymentRequest): Promise<PaymentOutcome> => {
    const request = await withGateway(asked);
    if (request.provider === 'simulator') {
      return new Promise<PaymentOutcome>((resolve, reject) => {
        const entry = { request, resolve, reject };
        current.current = entry;
        setPending(entry);
      });
    }
    const Razorpay = await loadRazorpay();
    return new Promise<PaymentOutcome>((resolve, reject) => {
      const checkout = new Razorpay({
        key: request.keyId,
        amount: request.providerOrder.amount,
        currency: request.providerOrder.currency,
        order_id: request.providerOrder.id,
        name: request.shopName,
        description: ORDER_MSG.paymentDescription,
        prefill: request.prefill,
        theme: { color: themeColour() },
        handler: (response) => void verified(response, request.keyId).then(resolve, reject),
        modal: { ondismiss: () => resolve('cancelled') },
      });
      checkout.open();
    });
  }, []);

  const simulate = (outcome: 'success' | 'failure') => {
    const entry = current.current;
    if (!entry || busy) return;
    setBusy(outcome === 'success' ? 'pay' : 'fail');
    void (async () => {
      try {
        const answer = await simulatorPay(entry.request.providerOrder.id, outcome);
        if (outcome === 'failure' || !answer.razorpay_signature) {
          finish((done) => done.resolve('failed'));
          return;
        }
        const result = await verified(
          {
            razorpay_order_id: answer.razorpay_order_id,
            razorpay_payment_id: answer.razorpay_payment_id,
            razorpay_signature: answer.razorpay_signature,
          },
          entry.request.keyId,
        );
        finish((done) => done.resolve(result));
      } catch (error) {
        finish((done) => (isRefusal(error) ? done.resolve('failed') : done.reject(error)));
      }
    })();
  };

  const popup = pending ? (
    <SimulatorPopup
      shopName={pending.request.shopName}
      amountRupees={pending.request.providerOrder.amount / 100}
      busy={busy}
      onPay={() => simulate('success')}
      onFail={() => simulate('failure')}
      onCancel={() => finish((done) => done.resolve('cancelled'))}
    />
  ) : null;

  return { pay, popup };
}
