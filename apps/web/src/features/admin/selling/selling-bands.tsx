import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminDeliveryBand,
  type AdminFreeBand,
  adminDeliveryBandBodySchema,
  adminFreeBandBodySchema,
  formatRupees,
  type SellingStatus,
} from '@storefront/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { bindField, useServerForm } from '@/components/ui/form';
import {
  type BandKind,
  useDeleteBand,
  useDeliveryBands,
  useFreeBands,
  useSaveBand,
  useSetBandStatus,
} from '../api/selling';
import { ConsoleForm, NumberField, StatusSelect } from '../form-fields';
import { DeleteButton, IconButton, StatusSwitch, useActionOutcome } from '../row-actions';
import { failed, type Outcome, OutcomeText } from '../settings-panel';
import { Panel, StatusBadge } from '../ui';

/*
 * The delivery price bands and the free-delivery bands: the same table and form, each kind
 * with its own amount field (delivery_price, freedelivery_price) and its own shared schema.
 */

type AnyBand = AdminDeliveryBand | AdminFreeBand;
/** The form's boxes: both amount fields are named, only the kind's own is used. */
type BandValues = {
  min_kilometer: unknown;
  max_kilometer: unknown;
  status: SellingStatus;
  delivery_price?: unknown;
  freedelivery_price?: unknown;
};

const KINDS = {
  delivery: {
    amountField: 'delivery_price',
    amountLabel: 'Delivery price (₹)',
    schema: adminDeliveryBandBodySchema,
    noun: 'delivery band',
  },
  free: {
    amountField: 'freedelivery_price',
    amountLabel: 'Free from cart total (₹)',
    schema: adminFreeBandBodySchema,
    noun: 'free-delivery band',
  },
} as const;

const amountOf = (band: AnyBand) =>
  'delivery_price' in band ? band.delivery_price : band.freedelivery_price;
const rangeOf = (band: AnyBand) => `${band.min_kilometer}–${band.max_kilometer} km`;

function BandForm({
  kind,
  band,
  onDone,
  onCancel,
}: {
  kind: BandKind;
  band?: AnyBand;
  onDone: (outcome: Outcome) => void;
  onCancel?: () => void;
}) {
  const { amountField, amountLabel, schema } = KINDS[kind];
  const save = useSaveBand(kind, band?.id ?? null);
  const form = useServerForm<BandValues, BandValues>({
    // the kind's own schema: it checks the amount under the kind's field name
    resolver: zodResolver(schema as never) as unknown as Resolver<BandValues>,
    defaultValues: band
      ? {
          min_kilometer: band.min_kilometer,
          max_kilometer: band.max_kilometer,
          status: band.status,
          [amountField]: amountOf(band),
        }
      : { min_kilometer: '', max_kilometer: '', status: 'Active', [amountField]: '' },
    fields: ['min_kilometer', 'max_kilometer', 'status', amountField],
    submit: async (body) => {
      const answer = await save.mutateAsync(body as never);
      if (!band) form.reset();
      onDone({ ok: true, text: answer.message });
    },
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <ConsoleForm
      form={form}
      label={band ? `Edit ${rangeOf(band)}` : `New ${KINDS[kind].noun}`}
      submitLabel={band ? 'Save' : 'Add band'}
      onCancel={onCancel}
      buttonsClassName="flex gap-2"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <NumberField label="From (km)" kind="whole" {...field('min_kilometer')} />
        <NumberField label="To (km)" kind="whole" min="1" {...field('max_kilometer')} />
        <NumberField label={amountLabel} kind="decimal" {...field(amountField)} />
        <StatusSelect {...field('status')} />
      </div>
    </ConsoleForm>
  );
}

function BandList({
  kind,
  title,
  intro,
  bands,
}: {
  kind: BandKind;
  title: string;
  intro: string;
  bands: { data?: AnyBand[]; isPending: boolean; isError: boolean; error: unknown };
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const { outcome, setOutcome, act } = useActionOutcome();
  const setStatus = useSetBandStatus(kind);
  const remove = useDeleteBand(kind);
  const done = (next: Outcome) => {
    setEditing(null);
    setOutcome(next);
  };
  return (
    <Panel title={title}>
      <div className="space-y-3">
        <p className="text-sm text-plum-700">{intro}</p>
        <OutcomeText outcome={outcome} />
        {bands.isError ? <OutcomeText outcome={failed(bands.error)} /> : null}
        {bands.isPending ? <p className="text-sm text-plum-700">Loading bands…</p> : null}
        {bands.data && bands.data.length === 0 ? (
          <p className="text-sm text-plum-700">No bands yet.</p>
        ) : null}
        {bands.data && bands.data.length > 0 ? (
          <ul
            aria-label={title}
            className="divide-y divide-ivory-200 rounded-xl border border-ivory-300 bg-white"
          >
            {bands.data.map((band) =>
              editing === band.id ? (
                <li key={band.id} className="px-3 py-3">
                  <BandForm kind={kind} band={band} onDone={done} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <li key={band.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm">
                  <span className="min-w-[6.5rem] font-medium">{rangeOf(band)}</span>
                  <span className="font-semibold text-gold-700">
                    {kind === 'free' ? `from ${formatRupees(amountOf(band))}` : formatRupees(amountOf(band))}
                  </span>
                  <StatusBadge value={band.status} />
                  <span className="ml-auto flex flex-wrap gap-2">
                    <IconButton
                      label={`Edit ${rangeOf(band)}`}
                      title="Edit"
                      onClick={() => {
                        setOutcome(null);
                        setEditing(band.id);
                      }}
                    >
                      <Pencil aria-hidden size={16} />
                    </IconButton>
                    <StatusSwitch
                      status={band.status}
                      what={rangeOf(band)}
                      disabled={setStatus.isPending}
                      onChange={(next) => act(() => setStatus.mutateAsync({ id: band.id, status: next }))}
                    />
                    <DeleteButton
                      what={rangeOf(band)}
                      onDelete={() => act(() => remove.mutateAsync(band.id))}
                    />
                  </span>
                </li>
              ),
            )}
          </ul>
        ) : null}
        <details className="rounded-xl border border-dashed border-ivory-300 p-3">
          <summary className="cursor-pointer text-sm font-medium text-plum-800">Add a band</summary>
          <div className="mt-3">
            <BandForm kind={kind} onDone={done} />
          </div>
        </details>
      </div>
    </Panel>
  );
}

export function DeliveryBandsSection() {
  const bands = useDeliveryBands();
  return (
    <BandList
      kind="delivery"
      title="Delivery charge by distance"
      intro="An order pays the price of the active band its distance from the shop falls in. Bands may meet at a kilometre (there the lower band applies) but not overlap."
      bands={bands}
    />
  );
}

export function FreeBandsSection() {
  const bands = useFreeBands();
  return (
    <BandList
      kind="free"
      title="Free delivery"
      intro="Within an active free-delivery band, delivery is free once the cart total after any coupon reaches its amount."
      bands={bands}
    />
  );
}
