import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminDeliveryPreview,
  type AdminDeliveryPreviewQuery,
  adminDeliveryPreviewQuerySchema,
  formatRupees,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bindField } from '@/components/ui/form';
import { useDeliveryPreview } from '../api/selling';
import { NumberField, TextField } from '../form-fields';
import { failed, OutcomeText } from '../settings-panel';
import { buttonClass, Panel } from '../ui';

type PreviewValues = { pincode: string; total: unknown };

function Answer({ preview }: { preview: AdminDeliveryPreview }) {
  const rows: [string, string][] = [];
  if (preview.served) {
    rows.push(['Distance', preview.distanceKm === null ? 'Unknown' : `${preview.distanceKm} km`]);
    rows.push([
      'Band',
      preview.band
        ? `${preview.band.min_kilometer}–${preview.band.max_kilometer} km, ${formatRupees(preview.band.delivery_price)}`
        : 'None covers it: no charge',
    ]);
    if (preview.freeBand) {
      rows.push([
        'Free delivery',
        `${preview.freeBand.min_kilometer}–${preview.freeBand.max_kilometer} km from ${formatRupees(preview.freeBand.freedelivery_price)}${preview.free ? ': applies' : ': not reached'}`,
      ]);
    }
  }
  return (
    <div
      role="status"
      data-testid="delivery-preview"
      className={`space-y-2 rounded-lg px-3 py-3 text-sm ${preview.served ? 'bg-ivory-100 text-plum-900' : 'bg-rose-50 text-sale'}`}
    >
      <p className="font-medium">{preview.message}</p>
      {rows.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-plum-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * "An order of ₹X to pincode Y pays Z": the server works it out with checkout's own rule, and
 * asks again by itself after any band or pincode change on this page.
 */
export function DeliveryPreviewSection() {
  const [query, setQuery] = useState<AdminDeliveryPreviewQuery | null>(null);
  const preview = useDeliveryPreview(query);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PreviewValues, unknown, { pincode: string; total: number }>({
    resolver: zodResolver(adminDeliveryPreviewQuerySchema),
    defaultValues: { pincode: '', total: '' },
  });
  const onSubmit = handleSubmit((values) => setQuery(values));
  const field = bindField(register, errors);
  return (
    <Panel title="Try the delivery charge">
      <form onSubmit={onSubmit} noValidate aria-label="Delivery preview" className="space-y-3">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <TextField label="Pincode" inputMode="numeric" maxLength={6} {...field('pincode')} />
          <NumberField label="Cart total (₹)" hint="After any coupon" kind="decimal" {...field('total')} />
          <button type="submit" className={`${buttonClass} col-span-2 sm:col-span-1 sm:mt-5 sm:self-start`}>
            Work out the charge
          </button>
        </div>
      </form>
      <div className="mt-3" aria-live="polite">
        {preview.isError ? <OutcomeText outcome={failed(preview.error)} /> : null}
        {preview.data ? <Answer preview={preview.data} /> : null}
      </div>
    </Panel>
  );
}
