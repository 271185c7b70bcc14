import { ORDER_MSG, type PlaceOrderBody, type PlaceOrderResponse } from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type PaymentRequest, usePaymentPopup } from '@/features/payments';
import { notify } from '@/lib/toast';
import { advanceQuery } from './api/get-advance';
import { placeOrder, placePayOnDelivery } from './api/place-order';
import { newIdempotencyKey } from './idempotency-key';
import { refusalMessage } from './refusal';

export type PlaceOrderInput = {
  body: Omit<PlaceOrderBody, 'idempotency_key'>;
  /** The shop's advance percentage when the summary already told; asked of the API otherwise. */
  advancePercentage?: number;
  popup: Pick<PaymentRequest, 'shopName' | 'prefill'>;
};

/**
 * Place order, then pay: the order call (POST /payment, or /payment/paydelivery when pay on
 * delivery needs no advance), the payment popup, verification, and the result page.
 *
 * One idempotency key serves the whole page visit, so a double click, a retry after a
 * network error or a second try after closing the popup all reach the same order. Only
 * when the shopper changes what is ordered (address, mode, coupon) does a new key start
 * a new order; the abandoned one expires on the server.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pay, popup } = usePaymentPopup();
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const keyFor = (body: PlaceOrderInput['body']) => {
    const signature = JSON.stringify(body);
    if (attempt.current?.body !== signature) attempt.current = { key: newIdempotencyKey(), body: signature };
    return attempt.current.key;
  };

  const place = async ({ body, advancePercentage, popup: popupDetails }: PlaceOrderInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      const request: PlaceOrderBody = { ...body, idempotency_key: keyFor(body) };
      const noAdvance =
        body.payment_mode === 'Pay on delivery' &&
        (advancePercentage ?? (await queryClient.fetchQuery(advanceQuery))) === 0;
      let placed: PlaceOrderResponse;
      try {
        placed = noAdvance ? await placePayOnDelivery(request) : await placeOrder(request);
      } catch (error) {
        console.error('Placing the order failed', error);
        notify.error(refusalMessage(error) ?? ORDER_MSG.failedToCreateRazorpayOrder);
        // A refusal may come from the shop's rules changing under the page (a delivery band,
        // the advance, a payment mode): the page shows the server's figures again before the
        // next try, or it repeats the same refused request.
        await queryClient.invalidateQueries({ queryKey: ['order-summary'] });
        await queryClient.invalidateQueries({ queryKey: advanceQuery.queryKey });
        return;
      }
      const success = `/payment-success/${encodeURIComponent(placed.order_id)}`;
      if (!placed.razorpay_order) {
        await navigate(success);
        return;
      }
      const outcome = await pay({
        ...popupDetails,
        provider: placed.provider,
        keyId: placed.key_id,
        providerOrder: placed.razorpay_order,
      });
      if (outcome === 'paid') await navigate(success);
      else if (outcome === 'failed') await navigate(`/payment-failed/${encodeURIComponent(placed.order_id)}`);
      else notify.info(ORDER_MSG.paymentCancelled);
    } catch (error) {
      console.error('Checkout failed', error);
      notify.error(refusalMessage(error) ?? ORDER_MSG.errorDuringCheckout);
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing, popup };
}
