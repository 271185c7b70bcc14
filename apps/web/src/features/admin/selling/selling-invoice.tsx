import {
  type AdminInvoiceSettings,
  type AdminInvoiceSettingsForm,
  adminInvoiceSettingsBodySchema,
} from '@storefront/shared';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/selling';
import { NumberField, TextField } from '../form-fields';
import { OwnerSettingsForm, ownerSettingsSection, useSettingsForm } from '../settings-panel';

const FIELDS = ['gstin', 'legalName', 'lowStockThreshold'] as const;

/** A box holds text, so a setting left unset is an empty box. */
const formValues = (settings: AdminInvoiceSettings): AdminInvoiceSettingsForm => ({
  gstin: settings.gstin ?? '',
  legalName: settings.legalName ?? '',
  lowStockThreshold: settings.lowStockThreshold,
});

function InvoiceForm({ value: settings, owner }: { value: AdminInvoiceSettings; owner: boolean }) {
  const save = useSaveInvoiceSettings();
  const { frame, field } = useSettingsForm('Invoice and stock settings', owner, {
    schema: adminInvoiceSettingsBodySchema,
    defaultValues: formValues(settings),
    fields: FIELDS,
    submit: async (body, form) => {
      const answer = await save.mutateAsync(body);
      // shows the GSTIN as stored (upper case) and an emptied one as empty
      form.reset(formValues(answer.settings));
      return answer.message ?? '';
    },
  });
  return (
    <OwnerSettingsForm {...frame}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="GSTIN"
          hint="Leave empty when the shop is not registered for GST: invoices then carry no tax lines"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          boxClassName="font-mono uppercase tracking-wide"
          {...field('gstin')}
        />
        <TextField
          label="Legal name"
          hint="The registered business name printed on tax invoices"
          autoComplete="organization"
          {...field('legalName')}
        />
      </div>
      <NumberField
        label="Low-stock threshold (units)"
        hint="The console marks a product at or below this as low on stock"
        className="max-w-xs"
        kind="whole"
        {...field('lowStockThreshold')}
      />
    </OwnerSettingsForm>
  );
}

/** The tax invoice's identity (decision 0018) and the low-stock mark; the owner's to change. */
export const InvoiceSection = ownerSettingsSection('Invoice and stock', useInvoiceSettings, InvoiceForm);
