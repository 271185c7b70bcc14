import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHelpContacts,
  type AdminHelpContactsBody,
  type AdminHelpContactsForm,
  adminHelpContactsBodySchema,
  CONTENT_ADMIN_MSG,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAdminHelpContacts, useSaveHelpContacts } from '../api/content-editing';
import { LabelledField } from '../catalogue/product-fields';
import { failed, type Outcome, OutcomeText, OwnerSaveButton, OwnerSettingsPanel } from '../settings-panel';
import { FIT_PHONE, showServerErrors } from './shop-outcome';

const FIELDS = ['whatsappNumber', 'mobile'] as const;

function HelpNumbersForm({ help, owner }: { help: AdminHelpContacts; owner: boolean }) {
  const save = useSaveHelpContacts();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminHelpContactsForm, unknown, AdminHelpContactsBody>({
    resolver: zodResolver(adminHelpContactsBodySchema),
    defaultValues: help,
  });
  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const answer = await save.mutateAsync(body);
      // the numbers as stored: 10 digits, whatever was typed around them
      reset(answer.help);
      setOutcome({ ok: true, text: answer.message ?? CONTENT_ADMIN_MSG.helpSaved });
    } catch (error) {
      if (!showServerErrors(setError, error, FIELDS)) setOutcome(failed(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Help numbers" className={FIT_PHONE}>
      <fieldset disabled={!owner} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledField
            label="WhatsApp number"
            hint="Empty hides the Chat with us button"
            error={errors.whatsappNumber?.message}
          >
            {(props) => <input {...props} type="tel" inputMode="tel" {...register('whatsappNumber')} />}
          </LabelledField>
          <LabelledField
            label="Call number"
            hint="Empty hides the Talk to us button"
            error={errors.mobile?.message}
          >
            {(props) => <input {...props} type="tel" inputMode="tel" {...register('mobile')} />}
          </LabelledField>
        </div>
        <OwnerSaveButton owner={owner} busy={isSubmitting} label="Save help numbers" />
      </fieldset>
      <div className="mt-3">
        <OutcomeText outcome={outcome} />
      </div>
    </form>
  );
}

/** The WhatsApp and call numbers behind the storefront's help buttons (country code 91 added there). */
export function HelpNumbersSection({ owner }: { owner: boolean }) {
  const help = useAdminHelpContacts();
  return (
    <OwnerSettingsPanel title="Help numbers" owner={owner} query={help}>
      {(data) => <HelpNumbersForm help={data} owner={owner} />}
    </OwnerSettingsPanel>
  );
}
