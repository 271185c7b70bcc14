import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCoupon,
  type AdminCouponBody,
  type AdminCouponForm,
  adminCouponBodySchema,
  COUPON_ADMIN_MSG,
  type CouponKind,
} from '@storefront/shared';
import type { Resolver } from 'react-hook-form';
import { bindField, useServerForm } from '@/components/ui/form';
import { useSaveCoupon } from '../api/coupons';
import { boxesOf, ConsoleForm, type EditorProps, NumberField, TextField } from '../form-fields';

const BOXES = [
  'code',
  'percentage',
  'flatAmount',
  'minCartValue',
  'startsOn',
  'endsOn',
  'maxUsesTotal',
  'maxUsesPerCustomer',
] as const;
const FIELDS = [...BOXES, 'kind', 'active'] as const;

const KIND_LABELS: Record<CouponKind, string> = { percentage: 'Percentage off', flat: 'Flat amount off' };

/** Empty boxes for what the coupon leaves unset (the schema reads an empty box as none). */
const valuesOf = (coupon?: AdminCoupon): AdminCouponForm => ({
  ...boxesOf(coupon, BOXES),
  kind: coupon?.kind ?? 'percentage',
  active: coupon?.active ?? true,
});

const DATE_FIELDS = [
  ['startsOn', 'Starts on', 'Optional; from the start of the day, India time'],
  ['endsOn', 'Ends on', 'Optional; to the end of the day, India time'],
] as const;
const USE_LIMITS = [
  ['maxUsesTotal', 'Uses in all'],
  ['maxUsesPerCustomer', 'Uses per customer'],
] as const;

const checked = zodResolver(adminCouponBodySchema);
/**
 * One offer only: the box of the kind not chosen is read as empty, so it never reaches the
 * server, while what was typed in it stays should the owner switch back.
 */
const resolver: Resolver<AdminCouponForm, unknown, AdminCouponBody> = (values, context, options) =>
  checked(
    { ...values, ...(values.kind === 'flat' ? { percentage: '' } : { flatAmount: '' }) },
    context,
    options,
  );

/**
 * A coupon's form, new or saved, validated by the schema the server uses. A refusal (a code
 * another coupon has, a used coupon's code) shows under its input and what was typed stays.
 */
export function CouponForm({ coupon, onDone, onCancel }: { coupon?: AdminCoupon } & EditorProps) {
  const save = useSaveCoupon(coupon?.id ?? null);
  const form = useServerForm<AdminCouponForm, AdminCouponBody>({
    resolver,
    defaultValues: valuesOf(coupon),
    fields: FIELDS,
    submit: async (body) => {
      const answer = await save.mutateAsync(body);
      onDone(answer.message ?? COUPON_ADMIN_MSG.saved);
    },
  });
  const { register, watch } = form;
  const { errors } = form.formState;
  const kind = watch('kind');
  const field = bindField(register, errors);
  return (
    <ConsoleForm
      form={form}
      label={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      submitLabel={coupon ? 'Save' : 'Create coupon'}
      onCancel={onCancel}
      className="space-y-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Code"
          hint="Letters, digits, - and _; shoppers may type it in any case"
          boxClassName="uppercase"
          autoComplete="off"
          {...field('code')}
        />
        <fieldset>
          <legend className="text-xs font-medium text-plum-700">Discount</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2 py-2 text-sm">
            {(Object.keys(KIND_LABELS) as CouponKind[]).map((value) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input type="radio" value={value} {...register('kind')} />
                {KIND_LABELS[value]}
              </label>
            ))}
          </div>
          {errors.kind?.message ? (
            <p role="alert" className="mt-1 text-sm text-sale">
              {errors.kind.message}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {kind === 'flat' ? (
          // keys: two inputs, not one reused, so each keeps its own value
          <NumberField key="flat" label="Amount off (₹)" kind="decimal" min="0.01" {...field('flatAmount')} />
        ) : (
          <NumberField
            key="percentage"
            label="Percentage off (%)"
            kind="whole"
            min="1"
            max="100"
            {...field('percentage')}
          />
        )}
        <NumberField
          label="Minimum cart value (₹)"
          hint="Optional"
          kind="decimal"
          {...field('minCartValue')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {DATE_FIELDS.map(([name, label, hint]) => (
          <TextField key={name} label={label} hint={hint} type="date" {...field(name)} />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {USE_LIMITS.map(([name, label]) => (
          <NumberField
            key={name}
            label={label}
            hint="Optional; empty is no limit"
            kind="whole"
            min="1"
            {...field(name)}
          />
        ))}
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-plum-900">
        <input type="checkbox" {...register('active')} />
        Active: shoppers can apply it
      </label>
    </ConsoleForm>
  );
}
