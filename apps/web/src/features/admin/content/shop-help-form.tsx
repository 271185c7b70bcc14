import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHelpContacts,
  type AdminHelpContactsBody,
  type AdminHelpContactsForm,
  adminHelpContactsBodySchema,
  CONTENT_ADMIN_MSG,
} from '@storefront/shared';
import { useAdminHelpContacts, useSaveHelpContacts } from '../api/content-editing';
import { LabelledField } from '../catalogue/product-fields';
import { OwnerSettingsForm, ownerSettingsSection, useSettingsForm } from '../settings-panel';
import { FIT_PHONE, showServerErrors } from './shop-outcome';

const FIELDS = ['whatsappNumber', 'mobile'] as const;

function HelpNumbersForm({ value: help, owner }: { value: AdminHelpContacts; owner: boolean }) {
  const save = useSaveHelpContacts();
  const { form, frame } = useSettingsForm<AdminHelpContactsForm, AdminHelpContactsBody>({
    resolver: zodResolver(adminHelpContactsBodySchema),
    defaultValues: help,
    fields: FIELDS,
    serverErrors: showServerErrors,
    submit: async (body, form) => {
      const answer = await save.mutateAsync(body);
      // the numbers as stored: 10 digits, whatever was typed around them
      form.reset(answer.help);
      return answer.message ?? CONTENT_ADMIN_MSG.helpSaved;
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <OwnerSettingsForm
      label="Help numbers"
      owner={owner}
      saveLabel="Save help numbers"
      {...frame}
      className={FIT_PHONE}
    >
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
    </OwnerSettingsForm>
  );
}

/** The WhatsApp and call numbers behind the storefront's help buttons (country code 91 added there). */
export const HelpNumbersSection = ownerSettingsSection('Help numbers', useAdminHelpContacts, HelpNumbersForm);
