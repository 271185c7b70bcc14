import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminInvoiceSettings,
  type AdminInvoiceSettingsForm,
  adminInvoiceSettingsBodySchema,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/form';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/selling';
import { LabelledField } from '../catalogue/product-fields';
import { failed, type Outcome, OutcomeText, OwnerSaveButton, OwnerSettingsPanel } from '../settings-panel';

const FIELDS = ['gstin', 'legalName', 'lowStockThreshold'] as const;

function InvoiceForm({ settings, owner }: { settings: AdminInvoiceSettings; owner: boolean }) {
  const save = useSaveInvoiceSettings();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminInvoiceSettingsForm, unknown, AdminInvoiceSettings>({
    resolver: zodResolver(adminInvoiceSettingsBodySchema),
    defaultValues: {
      gstin: settings.gstin ?? '',
      legalName: settings.legalName ?? '',
      lowStockThreshold: settings.lowStockThreshold,
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const answer = await save.mutateAsync(body);
      const saved = answer.settings;
      // shows the GSTIN as stored (upper case) and an emptied one as empty
      reset({
        gstin: saved.gstin ?? '',
        legalName: saved.legalName ?? '',
        lowStockThreshold: saved.lowStockThreshold,
      });
      setOutcome({ ok: true, text: answer.message ?? '' });
    } catch (error) {
      if (!applyServerErrors(setError, error, FIELDS)) setOutcome(failed(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invoice and stock settings">
      <fieldset disabled={!owner} className="space-y-3">
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
        <LabelledField
          label="Low-stock threshold (units)"
          hint="The console marks a product at or below this as low on stock"
          error={errors.lowStockThreshold?.message}
          className="max-w-xs"
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              {...register('lowStockThreshold')}
            />
          )}
        </LabelledField>
        <OwnerSaveButton owner={owner} busy={isSubmitting} label="Save invoice and stock settings" />
      </fieldset>
      <div className="mt-3">
        <OutcomeText outcome={outcome} />
      </div>
    </form>
  );
}

/** The tax invoice's identity (decision 0018) and the low-stock mark; the owner's to change. */
export function InvoiceSection({ owner }: { owner: boolean }) {
  const settings = useInvoiceSettings();
  return (
    <OwnerSettingsPanel title="Invoice and stock" owner={owner} query={settings}>
      {(data) => <InvoiceForm settings={data} owner={owner} />}
    </OwnerSettingsPanel>
  );
}
