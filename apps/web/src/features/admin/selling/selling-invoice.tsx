import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminInvoiceSettings,
  type AdminInvoiceSettingsForm,
  adminInvoiceSettingsBodySchema,
} from '@storefront/shared';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/selling';
import { LabelledField } from '../catalogue/product-fields';
import { NumberField, numberFields } from '../form-fields';
import { OwnerSettingsForm, ownerSettingsSection, useSettingsForm } from '../settings-panel';

const FIELDS = ['gstin', 'legalName', 'lowStockThreshold'] as const;

function InvoiceForm({ value: settings, owner }: { value: AdminInvoiceSettings; owner: boolean }) {
  const save = useSaveInvoiceSettings();
  const { form, frame } = useSettingsForm<AdminInvoiceSettingsForm, AdminInvoiceSettings>({
    resolver: zodResolver(adminInvoiceSettingsBodySchema),
    defaultValues: {
      gstin: settings.gstin ?? '',
      legalName: settings.legalName ?? '',
      lowStockThreshold: settings.lowStockThreshold,
    },
    fields: FIELDS,
    submit: async (body, form) => {
      const answer = await save.mutateAsync(body);
      const saved = answer.settings;
      // shows the GSTIN as stored (upper case) and an emptied one as empty
      form.reset({
        gstin: saved.gstin ?? '',
        legalName: saved.legalName ?? '',
        lowStockThreshold: saved.lowStockThreshold,
      });
      return answer.message ?? '';
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  const number = numberFields(register, errors);
  return (
    <OwnerSettingsForm
      label="Invoice and stock settings"
      owner={owner}
      saveLabel="Save invoice and stock settings"
      {...frame}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField
          label="GSTIN"
          hint="Leave empty when the shop is not registered for GST: invoices then carry no tax lines"
          error={errors.gstin?.message}
        >
          {(props) => (
            <input
              {...props}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              className={`${props.className} font-mono uppercase tracking-wide`}
              {...register('gstin')}
            />
          )}
        </LabelledField>
        <LabelledField
          label="Legal name"
          hint="The registered business name printed on tax invoices"
          error={errors.legalName?.message}
        >
          {(props) => <input {...props} autoComplete="organization" {...register('legalName')} />}
        </LabelledField>
      </div>
      <NumberField
        label="Low-stock threshold (units)"
        hint="The console marks a product at or below this as low on stock"
        className="max-w-xs"
        kind="whole"
        {...number('lowStockThreshold')}
      />
    </OwnerSettingsForm>
  );
}

/** The tax invoice's identity (decision 0018) and the low-stock mark; the owner's to change. */
export const InvoiceSection = ownerSettingsSection('Invoice and stock', useInvoiceSettings, InvoiceForm);
