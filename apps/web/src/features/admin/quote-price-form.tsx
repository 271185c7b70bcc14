import {
  type AdminQuoteDetail,
  type AdminQuotePriceBody,
  type AdminQuotePriceForm,
  adminQuotePriceBodySchema,
  formatRupees,
  paiseToRupees,
  QUOTE_ADMIN_MSG,
  QUOTE_NOTE_MAX_LENGTH,
  quoteTotalPaise,
} from '@storefront/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { type Path, useFieldArray, useWatch } from 'react-hook-form';
import { bindField, useServerForm } from '@/components/ui/form';
import { buttonClass, ErrorText, inputClass } from './ui';

/**
 * A number box inside its label, its accessible name saying which line it prices; rupees
 * (from 0) unless `whole` (a count, from 1). Its error is tied to it.
 */
function AmountBox({
  label,
  spokenName,
  errorId,
  whole = false,
  error,
  ...registration
}: ReturnType<ReturnType<typeof bindField>> & {
  label: string;
  spokenName: string;
  errorId: string;
  whole?: boolean;
}) {
  return (
    <label className="text-xs font-medium text-plum-700">
      {label}
      <input
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        step={whole ? '1' : '0.01'}
        min={whole ? '1' : '0'}
        aria-label={spokenName}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} mt-1`}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </label>
  );
}

const numberOr0 = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() === '' ? 0 : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
};

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs text-sale">
      {message}
    </p>
  );
}

/**
 * The owner's price for a quotation: a unit price and quantity per line, delivery and a note,
 * with the total as it will be charged. The server's per-field refusals show under their
 * inputs, and what was typed stays.
 */
export function QuotePriceForm({
  quote,
  onSend,
}: {
  quote: AdminQuoteDetail;
  onSend: (body: AdminQuotePriceBody) => Promise<unknown>;
}) {
  const [sent, setSent] = useState(false);
  // the server names a refused line's box by its place: lines.2.price
  const paths = [
    'lines',
    'discount',
    'delivery',
    'note',
    ...quote.lines.flatMap((_, index) => [`lines.${index}.price`, `lines.${index}.quantity`]),
  ] as Path<AdminQuotePriceForm>[];
  const form = useServerForm<AdminQuotePriceForm, AdminQuotePriceBody>({
    schema: adminQuotePriceBodySchema,
    defaultValues: {
      lines: quote.lines.map((line) => ({ lineId: line.id, price: line.unitPrice, quantity: line.quantity })),
      // while only requested, what the customer's coupon took off then: the price keeps that promise
      discount: quote.amounts.discount,
      delivery: quote.amounts.delivery,
      note: quote.note,
    },
    fields: paths,
    submit: async (body) => {
      setSent(false);
      await onSend(body);
      setSent(true);
    },
  });
  const { register, control, onSubmit, failure } = form;
  const { errors, isSubmitting } = form.formState;
  const { fields } = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: ['lines', 'discount', 'delivery'] });
  const [lines, discount, delivery] = watched;
  const total = paiseToRupees(
    quoteTotalPaise({
      lines: (lines ?? []).map((line) => ({
        price: numberOr0(line?.price),
        quantity: Math.trunc(numberOr0(line?.quantity)),
      })),
      discount: numberOr0(discount),
      delivery: numberOr0(delivery),
    }),
  );
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const box = bindField(register, errors);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Price this quotation">
      <ul className="divide-y divide-ivory-300 rounded-xl border border-ivory-300 bg-white">
        {fields.map((field, index) => {
          const line = quote.lines[index]!;
          const lineTotal = paiseToRupees(
            quoteTotalPaise({
              lines: [
                {
                  price: numberOr0(lines?.[index]?.price),
                  quantity: Math.trunc(numberOr0(lines?.[index]?.quantity)),
                },
              ],
              delivery: 0,
            }),
          );
          return (
            <li key={field.id} className="grid gap-3 p-3 sm:grid-cols-[1fr_8rem_6rem_7rem] sm:items-start">
              <div className="min-w-0">
                <p className="font-medium text-plum-900">{line.name}</p>
                <p className="text-xs text-mrp">
                  {[
                    line.sku,
                    ...Object.entries(line.attributes).map(([name, value]) => `${name}: ${value}`),
                    `list ${formatRupees(line.mrp)}`,
                  ].join(' · ')}
                </p>
              </div>
              <AmountBox
                label="Unit price (₹)"
                spokenName={`Unit price of ${line.name}`}
                errorId={`price-error-${index}`}
                {...box(`lines.${index}.price`)}
              />
              <AmountBox
                label="Quantity"
                spokenName={`Quantity of ${line.name}`}
                errorId={`quantity-error-${index}`}
                {...box(`lines.${index}.quantity`)}
                whole
              />
              <p className="text-sm sm:pt-6 sm:text-right" data-testid="line-total">
                {formatRupees(lineTotal)}
              </p>
            </li>
          );
        })}
      </ul>
      {linesError ? <ErrorText>{linesError}</ErrorText> : null}

      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-4">
          <div>
            <AmountBox
              label="Discount (₹)"
              spokenName="Discount"
              errorId="discount-error"
              {...box('discount')}
            />
            {quote.requestedCoupon ? (
              <p className="mt-1 text-xs text-mrp">
                {QUOTE_ADMIN_MSG.couponAskedFor(quote.requestedCoupon, formatRupees(quote.requestedDiscount))}
              </p>
            ) : null}
          </div>
          <AmountBox
            label="Delivery (₹)"
            spokenName="Delivery charge"
            errorId="delivery-error"
            {...box('delivery')}
          />
        </div>
        <label className="text-xs font-medium text-plum-700">
          Note to the customer
          <textarea
            rows={3}
            maxLength={QUOTE_NOTE_MAX_LENGTH}
            aria-label="Note to the customer"
            className={`${inputClass} mt-1`}
            {...register('note')}
          />
          <FieldError id="note-error" message={errors.note?.message} />
        </label>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ivory-300 pt-3">
        <p className="text-lg font-semibold text-plum-900">
          Total{' '}
          <span className="text-gold-700" data-testid="quote-total">
            {formatRupees(total)}
          </span>
        </p>
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          <Send aria-hidden size={16} /> {isSubmitting ? 'Sending…' : 'Send price to customer'}
        </button>
      </div>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      {sent ? (
        <p role="status" className="text-sm text-emerald-800">
          {QUOTE_ADMIN_MSG.priced}
        </p>
      ) : null}
    </form>
  );
}
