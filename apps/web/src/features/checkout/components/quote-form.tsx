import { type CheckoutData, formatRupees, ORDER_MSG, quoteBodySchema } from '@storefront/shared';
import { CircleCheck, MessageCircle, Send } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { bindField, Field, SubmitButton, TextareaField, useServerForm } from '@/components/ui/form';
import { whatsappLink } from '@/features/content';
import { SHOP_ID } from '@/lib/config';
import type { StoredUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { requestQuote } from '../api/request-quote';
import { newIdempotencyKey } from '../idempotency-key';
import { refusalMessage } from '../refusal';

/** The guest-details part of the quotation body: full name and phone required. */
const guestDetailsSchema = quoteBodySchema.pick({ name: true, mobile: true, email: true, description: true });
type GuestDetailsOutput = z.output<typeof guestDetailsSchema>;

/** The prefilled WhatsApp message: who asks, and what for. */
export function quoteMessage(data: CheckoutData, details: GuestDetailsOutput, receiptId: string): string {
  const lines = data.products.map((line) => {
    const attributes = Object.values(line.variation_attributes);
    const price = (line.product_saleprice ?? line.product_price) * line.quantity;
    return `- ${line.product_name}${attributes.length ? ` (${attributes.join(', ')})` : ''} × ${line.quantity}: ${formatRupees(price)}`;
  });
  return [
    `Hello, I would like a quotation (request ${receiptId}).`,
    ...lines,
    data.isCouponApplied && data.coupon
      ? `Coupon ${data.coupon}: −${formatRupees(data.discountAmount)}`
      : null,
    `Total: ${formatRupees(data.totalAfterDiscount)}`,
    `Name: ${details.name}`,
    `Phone: ${details.mobile}`,
    details.email ? `Email: ${details.email}` : null,
    details.description ? `Note: ${details.description}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/**
 * Quotation mode (the shop's manual payment button): guest details go to POST
 * /payment/getquote, then WhatsApp opens with the order summary prefilled. On a failure
 * the form keeps what was typed.
 */
export function QuoteForm({
  data,
  user,
  whatsappNumber,
}: {
  data: CheckoutData;
  user: StoredUser;
  whatsappNumber: string | null | undefined;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState<{ link: string | null } | null>(null);
  const form = useServerForm({
    schema: guestDetailsSchema,
    defaultValues: {
      name: user.full_name || user.name || '',
      mobile: user.mobile ?? '',
      email: user.email ?? '',
      description: '',
    },
    fields: ['name', 'mobile', 'email', 'description'],
    submit: async (details) => {
      const answer = await requestQuote({
        ...details,
        main_id: SHOP_ID,
        user_id: user.user_id,
        user_name: user.full_name || user.name || details.name,
        coupon_code: data.isCouponApplied ? data.coupon : null,
        payment_mode: 'NA',
        idempotency_key: idempotencyKey,
      });
      notify.success(ORDER_MSG.requestSent);
      const link = whatsappNumber
        ? whatsappLink(whatsappNumber, quoteMessage(data, details, answer.receipt_id))
        : null;
      setSent({ link });
      if (link) window.open(link, '_blank', 'noopener,noreferrer');
    },
    onRefused: (error) => {
      console.error('Quotation request failed', error);
      notify.error(refusalMessage(error) ?? ORDER_MSG.errorDuringCheckout);
    },
  });
  const field = bindField(form.register, form.formState.errors);

  if (sent) {
    return (
      <div className="mt-5 space-y-3 border-t border-ivory-300 pt-5 text-center" data-testid="quote-sent">
        <CircleCheck className="mx-auto size-10 text-gold-600" aria-hidden="true" />
        <p className="font-medium text-plum-900" role="status">
          {ORDER_MSG.requestSent}
        </p>
        {sent.link ? (
          <a href={sent.link} target="_blank" rel="noreferrer" className="btn-dark w-full">
            <MessageCircle className="size-4" aria-hidden="true" /> Continue on WhatsApp
          </a>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-5 space-y-4 border-t border-ivory-300 pt-5">
      <div>
        <h3 className="font-serif text-lg text-plum-900">Your details</h3>
        <p className="mt-0.5 text-xs text-plum-700">
          The shop prices this order for you and replies with a quotation.
        </p>
      </div>
      <Field label="Full name" autoComplete="name" {...field('name')} />
      <Field
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        {...field('mobile')}
      />
      <Field label="Email (optional)" type="email" autoComplete="email" {...field('email')} />
      <TextareaField label="Description (optional)" maxLength={1000} {...field('description')} />
      <SubmitButton busy={form.formState.isSubmitting}>
        <Send className="size-4" aria-hidden="true" /> Request Quotation
      </SubmitButton>
    </form>
  );
}
