import { type AdminHelpContacts, adminHelpContactsBodySchema, CONTENT_ADMIN_MSG } from '@storefront/shared';
import { useAdminHelpContacts, useSaveHelpContacts } from '../api/content-editing';
import { TextField } from '../form-fields';
import { OwnerSettingsForm, ownerSettingsSection, useSettingsForm } from '../settings-panel';
import { FIT_PHONE, showServerErrors } from './shop-outcome';

const FIELDS = ['whatsappNumber', 'mobile'] as const;

/** Each number with the storefront button it stands behind. */
const NUMBERS = [
  ['whatsappNumber', 'WhatsApp number', 'Empty hides the Chat with us button'],
  ['mobile', 'Call number', 'Empty hides the Talk to us button'],
] as const;

function HelpNumbersForm({ value: help, owner }: { value: AdminHelpContacts; owner: boolean }) {
  const save = useSaveHelpContacts();
  const { frame, field } = useSettingsForm('Help numbers', owner, {
    schema: adminHelpContactsBodySchema,
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
  return (
    <OwnerSettingsForm {...frame} className={FIT_PHONE}>
      <div className="grid gap-3 sm:grid-cols-2">
        {NUMBERS.map(([name, label, hint]) => (
          <TextField key={name} label={label} hint={hint} type="tel" inputMode="tel" {...field(name)} />
        ))}
      </div>
    </OwnerSettingsForm>
  );
}

/** The WhatsApp and call numbers behind the storefront's help buttons (country code 91 added there). */
export const HelpNumbersSection = ownerSettingsSection('Help numbers', useAdminHelpContacts, HelpNumbersForm);
