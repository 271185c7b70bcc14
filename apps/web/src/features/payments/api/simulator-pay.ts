import { simulatorPayResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/payment/simulator/pay: the simulator popup's Pay or Fail button. */
export function simulatorPay(razorpayOrderId: string, outcome: 'success' | 'failure') {
  return apiAuthRequest('/payment/simulator/pay', import.meta.env.DEV && simulatorPayResponseSchema, {
    method: 'POST',
    body: { razorpay_order_id: razorpayOrderId, outcome },
  });
}
