import { type AdminPaymentSettings, adminPaymentSettingsBodySchema } from '@storefront/shared';
import { FieldMessage } from '@/components/ui/form';
import { usePaymentSettings, useSavePaymentSettings } from '../api/selling';
import { NumberField } from '../form-fields';
import { OwnerSettingsForm, ownerSettingsSection, useSettingsForm } from '../settings-panel';

const FIELDS = [
  'payManual',
  'payNow',
  'payOnDelivery',
  'advancePercentage',
  'showCartButton',
  'showWhatsappButton',
  'showCallButton',
] as const;

type Box = { name: (typeof FIELDS)[number]; label: string; hint?: string };
const MODES: Box[] = [
  { name: 'payNow', label: 'Pay now', hint: 'the whole order online' },
  { name: 'payOnDelivery', label: 'Pay on delivery', hint: 'the advance online, the rest on delivery' },
  { name: 'payManual', label: 'Quotation', hint: 'the cart asks for a quote instead of taking payment' },
];
/** Checkout takes quotations first (docs/api.md): the other ticks wait, which the owner should know. */
export const PAYMENT_WAITS_FOR_QUOTATIONS =
  'While Quotation is on, checkout only sends quotation requests: Pay now and Pay on delivery start again once it is off.';

const SHORTCUTS: Box[] = [
  { name: 'showCartButton', label: 'Cart' },
  { name: 'showWhatsappButton', label: 'WhatsApp' },
  { name: 'showCallButton', label: 'Call' },
];

function PaymentForm({ value: settings, owner }: { value: AdminPaymentSettings; owner: boolean }) {
  const save = useSavePaymentSettings();
  const { form, frame, field } = useSettingsForm('Payment settings', owner, {
    schema: adminPaymentSettingsBodySchema,
    defaultValues: settings,
    fields: FIELDS,
    submit: async (body) => (await save.mutateAsync(body)).message ?? '',
  });
  const { register } = form;
  const { errors } = form.formState;
  const [quotations, payNow, payOnDelivery] = form.watch(['payManual', 'payNow', 'payOnDelivery']);
  const box = ({ name, label, hint }: Box) => (
    <label key={name} className="flex min-h-11 items-start gap-2 text-sm">
      <input type="checkbox" className="mt-1 size-4 accent-gold-500" {...register(name)} />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-xs text-plum-700">{hint}</span> : null}
      </span>
    </label>
  );
  return (
    <OwnerSettingsForm {...frame} spacing="space-y-4">
      <fieldset aria-describedby={errors.payNow ? 'payment-modes-error' : undefined}>
        <legend className="mb-1 text-xs font-medium text-plum-700">Ways to pay at checkout</legend>
        <div className="grid gap-1 sm:grid-cols-3">{MODES.map(box)}</div>
        {quotations && (payNow || payOnDelivery) ? (
          <p className="mt-1 text-xs text-plum-700" role="note">
            {PAYMENT_WAITS_FOR_QUOTATIONS}
          </p>
        ) : null}
        <FieldMessage id="payment-modes-error" error={errors.payNow?.message} />
      </fieldset>
      <NumberField
        label="Advance for pay on delivery (%)"
        hint="Paid online with the delivery charge; 0 takes nothing online"
        className="max-w-xs"
        kind="whole"
        max="100"
        {...field('advancePercentage')}
      />
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-plum-700">Floating shortcuts on the shop</legend>
        <div className="grid grid-cols-3 gap-1">{SHORTCUTS.map(box)}</div>
      </fieldset>
    </OwnerSettingsForm>
  );
}

/** The payment buttons and shortcuts; any staff member sees them, only the owner changes them. */
export const PaymentSection = ownerSettingsSection('Payment', usePaymentSettings, PaymentForm);
