import { CONTENT_MSG, contactFormSchema } from '@storefront/shared';
import { Send } from 'lucide-react';
import { sendContact } from '../api/send-contact';
import { EmailField, LeadSubmit, MessageField, MobileField, NameField, useLeadForm } from './lead-form';

const FIELD_OF = { name: 'name', email: 'email', mobile: 'mobile', remark: 'remark' } as const;

/** The Get In Touch form: a signed-in customer's message carries their id. */
export function ContactForm() {
  const { form, onSubmit } = useLeadForm({
    schema: contactFormSchema,
    send: (values, user) => sendContact(values, user?.user_id ?? null),
    sentText: CONTENT_MSG.thankYouForContacting,
    fieldOf: FIELD_OF,
    what: 'Contact message',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Get In Touch">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField form={form} className="sm:col-span-2" />
        <EmailField form={form} />
        <MobileField form={form} label="Phone" />
      </div>
      <MessageField form={form} placeholder="How can we help?" />
      <LeadSubmit
        form={form}
        busyLabel={CONTENT_MSG.sending}
        className="btn-primary w-full text-base sm:w-auto sm:px-8"
      >
        <Send className="size-4" aria-hidden="true" /> {CONTENT_MSG.sendMessage}
      </LeadSubmit>
    </form>
  );
}
