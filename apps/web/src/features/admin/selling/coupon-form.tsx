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
import { useServerForm } from '@/components/ui/form';
import { useSaveCoupon } from '../api/coupons';
import { LabelledField } from '../catalogue/product-fields';
import { buttonClass, ErrorText, quietButtonClass } from '../ui';

const FIELDS = [
  'code',
  'kind',
  'percentage',
  'flatAmount',
  'minCartValue',
  'startsOn',
  'endsOn',
  'maxUsesTotal',
  'maxUsesPerCustomer',
  'active',
] as const;

const KIND_LABELS: Record<CouponKind, string> = { percentage: 'Percentage off', flat: 'Flat amount off' };

/** Empty boxes for what the coupon leaves unset (the schema reads an empty box as none). */
const valuesOf = (coupon?: AdminCoupon): AdminCouponForm => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'percentage',
  percentage: coupon?.percentage ?? '',
  flatAmount: coupon?.flatAmount ?? '',
  minCartValue: coupon?.minCartValue ?? '',
  startsOn: coupon?.startsOn ?? '',
  endsOn: coupon?.endsOn ?? '',
  maxUsesTotal: coupon?.maxUsesTotal ?? '',
  maxUsesPerCustomer: coupon?.maxUsesPerCustomer ?? '',
  active: coupon?.active ?? true,
});

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
export function CouponForm({
  coupon,
  onDone,
  onCancel,
}: {
  coupon?: AdminCoupon;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCoupon(coupon?.id ?? null);
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    onSubmit,
    failure,
  } = useServerForm<AdminCouponForm, AdminCouponBody>({
    resolver,
    defaultValues: valuesOf(coupon),
    fields: FIELDS,
    submit: async (body) => {
      const answer = await save.mutateAsync(body);
      onDone(answer.message ?? COUPON_ADMIN_MSG.saved);
    },
  });
  const kind = watch('kind');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      className="space-y-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField
          label="Code"
          hint="Letters, digits, - and _; shoppers may type it in any case"
          error={errors.code?.message}
        >
          {(props) => (
            <input
              {...props}
              className={`${props.className} uppercase`}
              autoComplete="off"
              {...register('code')}
            />
          )}
        </LabelledField>
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
          <LabelledField key="flat" label="Amount off (₹)" error={errors.flatAmount?.message}>
            {(props) => (
              <input
                {...props}
                type="number"
                min="0.01"
                step="0.01"
                inputMode="decimal"
                {...register('flatAmount')}
              />
            )}
          </LabelledField>
        ) : (
          <LabelledField key="percentage" label="Percentage off (%)" error={errors.percentage?.message}>
            {(props) => (
              <input
                {...props}
                type="number"
                min="1"
                max="100"
                step="1"
                inputMode="numeric"
                {...register('percentage')}
              />
            )}
          </LabelledField>
        )}
        <LabelledField label="Minimum cart value (₹)" hint="Optional" error={errors.minCartValue?.message}>
          {(props) => (
            <input
              {...props}
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              {...register('minCartValue')}
            />
          )}
        </LabelledField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField
          label="Starts on"
          hint="Optional; from the start of the day, India time"
          error={errors.startsOn?.message}
        >
          {(props) => <input {...props} type="date" {...register('startsOn')} />}
        </LabelledField>
        <LabelledField
          label="Ends on"
          hint="Optional; to the end of the day, India time"
          error={errors.endsOn?.message}
        >
          {(props) => <input {...props} type="date" {...register('endsOn')} />}
        </LabelledField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField
          label="Uses in all"
          hint="Optional; empty is no limit"
          error={errors.maxUsesTotal?.message}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min="1"
              step="1"
              inputMode="numeric"
              {...register('maxUsesTotal')}
            />
          )}
        </LabelledField>
        <LabelledField
          label="Uses per customer"
          hint="Optional; empty is no limit"
          error={errors.maxUsesPerCustomer?.message}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min="1"
              step="1"
              inputMode="numeric"
              {...register('maxUsesPerCustomer')}
            />
          )}
        </LabelledField>
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-plum-900">
        <input type="checkbox" {...register('active')} />
        Active: shoppers can apply it
      </label>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {coupon ? 'Save' : 'Create coupon'}
        </button>
        <button type="button" className={quietButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
