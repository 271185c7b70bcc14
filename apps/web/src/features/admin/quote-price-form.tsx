import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminQuoteDetail,
  type AdminQuotePriceBody,
  type AdminQuotePriceForm,
  adminQuotePriceBodySchema,
  formatRupees,
  MSG,
  paiseToRupees,
  QUOTE_ADMIN_MSG,
  QUOTE_NOTE_MAX_LENGTH,
  quoteTotalPaise,
} from '@storefront/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { buttonClass, ErrorText, inputClass } from './ui';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminQuotePriceForm, unknown, AdminQuotePriceBody>({
    resolver: zodResolver(adminQuotePriceBodySchema),
    defaultValues: {
      lines: quote.lines.map((line) => ({ lineId: line.id, price: line.unitPrice, quantity: line.quantity })),
      delivery: quote.amounts.delivery,
      note: quote.note,
    },
  });
  const { fields } = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: ['lines', 'delivery'] });
  const [lines, delivery] = watched;
  const total = paiseToRupees(
    quoteTotalPaise({
      lines: (lines ?? []).map((line) => ({
        price: numberOr0(line?.price),
        quantity: Math.trunc(numberOr0(line?.quantity)),
      })),
      delivery: numberOr0(delivery),
    }),
  );
  const paths = [
    'lines',
    'delivery',
    'note',
    ...fields.flatMap((_, index) => [`lines.${index}.price`, `lines.${index}.quantity`]),
  ] as Path<AdminQuotePriceForm>[];

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    setSent(false);
    try {
      await onSend(body);
      setSent(true);
    } catch (error) {
      if (!applyServerErrors(setError, error, paths))
        setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Price this quotation">
      <ul className="divide-y divide-ivory-300 rounded-xl border border-ivory-300 bg-white">
        {fields.map((field, index) => {
          const line = quote.lines[index]!;
          const priceError = errors.lines?.[index]?.price?.message;
          const quantityError = errors.lines?.[index]?.quantity?.message;
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
              <label className="text-xs font-medium text-plum-700">
                Unit price (₹)
                <input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  aria-label={`Unit price of ${line.name}`}
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? `price-error-${index}` : undefined}
                  className={`${inputClass} mt-1`}
                  {...register(`lines.${index}.price`)}
                />
                <FieldError id={`price-error-${index}`} message={priceError} />
              </label>
              <label className="text-xs font-medium text-plum-700">
                Quantity
                <input
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="1"
                  aria-label={`Quantity of ${line.name}`}
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? `quantity-error-${index}` : undefined}
                  className={`${inputClass} mt-1`}
                  {...register(`lines.${index}.quantity`)}
                />
                <FieldError id={`quantity-error-${index}`} message={quantityError} />
              </label>
              <p className="text-sm sm:pt-6 sm:text-right" data-testid="line-total">
                {formatRupees(lineTotal)}
              </p>
            </li>
          );
        })}
      </ul>
      {linesError ? <ErrorText>{linesError}</ErrorText> : null}

      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <label className="text-xs font-medium text-plum-700">
          Delivery (₹)
          <input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            aria-label="Delivery charge"
            aria-invalid={errors.delivery ? true : undefined}
            aria-describedby={errors.delivery ? 'delivery-error' : undefined}
            className={`${inputClass} mt-1`}
            {...register('delivery')}
          />
          <FieldError id="delivery-error" message={errors.delivery?.message} />
        </label>
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
