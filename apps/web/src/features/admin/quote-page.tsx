import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminQuoteCloseBody,
  type AdminQuoteDetail,
  adminQuoteCloseBodySchema,
  formatOrderTimestamp,
  formatRupees,
  MSG,
  QUOTE_REASON_MAX_LENGTH,
} from '@storefront/shared';
import { ArrowLeft, Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminQuote, useCloseQuote, usePriceQuote } from './api/quotes';
import { QuotePriceForm } from './quote-price-form';
import { QUOTE_STATE_LABEL } from './quotes-page';
import { buttonClass, DetailList, ErrorText, inputClass, Panel, quietButtonClass, StatusBadge } from './ui';

/** Requested and priced quotations can be priced (again) or closed, unless the customer is paying. */
const editable = (quote: AdminQuoteDetail) =>
  (quote.state === 'requested' || quote.state === 'priced') && quote.paymentStatus !== 'Pending';

function CloseDialog({ quote, onClose }: { quote: AdminQuoteDetail; onClose: () => void }) {
  const close = useCloseQuote(quote.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminQuoteCloseBody>({ resolver: zodResolver(adminQuoteCloseBodySchema) });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await close.mutateAsync(body);
      onClose();
    } catch {
      // shown below from the mutation's error
    }
  });
  return (
    <Modal open title={`Close ${quote.receiptId}`} onClose={onClose} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <label className="block text-sm font-medium text-plum-800">
          Reason (the customer reads it)
          <textarea
            rows={3}
            data-autofocus
            maxLength={QUOTE_REASON_MAX_LENGTH}
            aria-invalid={errors.reason ? true : undefined}
            className={`${inputClass} mt-1`}
            {...register('reason')}
          />
        </label>
        {errors.reason ? <p className="text-xs text-sale">{errors.reason.message}</p> : null}
        {close.isError ? <ErrorText>{serverMessage(close.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onClose}>
            Keep it open
          </button>
          <button type="submit" className={buttonClass} disabled={close.isPending}>
            Close quotation
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Details({ quote }: { quote: AdminQuoteDetail }) {
  const address = quote.shippingAddress;
  const rows: [string, string][] = [
    ['Customer', quote.customerName],
    ['Mobile', quote.mobile],
    ['Email', quote.email],
    ['Asked on', formatOrderTimestamp(quote.createdAt)],
    [
      'Coupon asked for',
      quote.requestedCoupon
        ? `${quote.requestedCoupon} (${formatRupees(quote.requestedDiscount)} off then)`
        : '',
    ],
    [
      'Ships to',
      address ? `${address.new_address}, ${address.area}, ${address.city} ${address.pincode}` : '',
    ],
    ['Pay link', quote.payUrl ?? ''],
    ['Closed because', quote.closeReason ?? ''],
  ];
  return (
    <Panel title="Request">
      <DetailList rows={rows} valueClassName="wrap-anywhere" />
      {quote.description ? (
        <p className="mt-3 whitespace-pre-wrap rounded-lg bg-white p-3 text-sm">{quote.description}</p>
      ) : null}
    </Panel>
  );
}

function Timeline({ events }: { events: AdminQuoteDetail['events'] }) {
  return (
    <Panel title="Timeline">
      {events.length === 0 ? <p className="text-sm text-mrp">Nothing yet.</p> : null}
      <ol className="space-y-2 text-sm">
        {events.map((event) => (
          <li key={event.id}>
            <p className="text-xs text-mrp">
              {formatOrderTimestamp(event.createdAt)} · {event.staffEmail ?? event.actor}
            </p>
            <p>
              {event.fromStatus ? `${event.fromStatus} → ` : ''}
              {event.toStatus}
              {event.note ? ` — ${event.note}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** /admin/quotes/:id: one quotation request, its price form and its history. */
export function AdminQuotePage({ id }: { id: string }) {
  const quote = useAdminQuote(id);
  const price = usePriceQuote(id);
  const [closing, setClosing] = useState(false);
  usePageTitle(quote.data ? `${quote.data.receiptId} · Console` : 'Quotation · Console');

  const back = (
    <Link to="/admin/quotes" className="inline-flex items-center gap-1 text-sm text-plum-700 hover:underline">
      <ArrowLeft aria-hidden size={16} /> Quotations
    </Link>
  );
  if (!quote.data)
    return (
      <div className="space-y-4">
        {back}
        {quote.isError ? (
          <ErrorText>{serverMessage(quote.error) ?? MSG.somethingWentWrong}</ErrorText>
        ) : (
          <p className="text-sm">Loading the quotation…</p>
        )}
      </div>
    );
  const data = quote.data;
  return (
    <div className="space-y-4">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-plum-900">
          {data.receiptId} <StatusBadge value={QUOTE_STATE_LABEL[data.state]} />
        </h1>
        {editable(data) ? (
          <button type="button" className={quietButtonClass} onClick={() => setClosing(true)}>
            <Ban aria-hidden size={16} /> Close with a reason
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={editable(data) ? 'Price' : 'Lines'}>
          {editable(data) ? (
            <QuotePriceForm quote={data} onSend={(body) => price.mutateAsync(body)} />
          ) : (
            <ul className="divide-y divide-ivory-300 text-sm">
              {data.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3 py-2">
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  <span>{formatRupees(line.lineTotal)}</span>
                </li>
              ))}
              {data.amounts.discount > 0 ? (
                <li className="flex justify-between gap-3 py-2">
                  <span>Discount</span>
                  <span>−{formatRupees(data.amounts.discount)}</span>
                </li>
              ) : null}
              <li className="flex justify-between gap-3 py-2">
                <span>Delivery</span>
                <span>{formatRupees(data.amounts.delivery)}</span>
              </li>
              <li className="flex justify-between gap-3 py-2 font-semibold">
                <span>Total</span>
                <span className="text-gold-700">{formatRupees(data.amounts.total)}</span>
              </li>
            </ul>
          )}
        </Panel>
        <div className="space-y-4">
          <Details quote={data} />
          <Timeline events={data.events} />
        </div>
      </div>
      {closing ? <CloseDialog quote={data} onClose={() => setClosing(false)} /> : null}
    </div>
  );
}
