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
import { type EditorProps, NumberField, numberFields, SubmitButtons } from '../form-fields';
import { ErrorText } from '../ui';

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

  const number = numberFields(register, errors);
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
          <NumberField
            key="flat"
            label="Amount off (₹)"
            kind="decimal"
            min="0.01"
            {...number('flatAmount')}
          />
        ) : (
          <NumberField
            key="percentage"
            label="Percentage off (%)"
            kind="whole"
            min="1"
            max="100"
            {...number('percentage')}
          />
        )}
        <NumberField
          label="Minimum cart value (₹)"
          hint="Optional"
          kind="decimal"
          {...number('minCartValue')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {DATE_FIELDS.map(([name, label, hint]) => (
          <LabelledField key={name} label={label} hint={hint} error={errors[name]?.message}>
            {(props) => <input {...props} type="date" {...register(name)} />}
          </LabelledField>
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
            {...number(name)}
          />
        ))}
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-plum-900">
        <input type="checkbox" {...register('active')} />
        Active: shoppers can apply it
      </label>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <SubmitButtons label={coupon ? 'Save' : 'Create coupon'} busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
