import { CONTENT_MSG, enquiryBodyFromForm, enquiryFormSchema } from '@storefront/shared';
import { sendEnquiry } from '../api/send-enquiry';
import { EmailField, LeadSubmit, MessageField, MobileField, NameField, useLeadForm } from './lead-form';

/** The body's field names to the form's: the email travels in the legacy `school` slot. */
const FIELD_OF = {
  name: 'name',
  mobile: 'mobile',
  school: 'email',
  email: 'email',
  remark: 'remark',
} as const;

/** The enquiry form: name, mobile, email and message; Enquiry Sent on success. */
export function EnquiryForm() {
  const { form, onSubmit } = useLeadForm({
    schema: enquiryFormSchema,
    send: (values) => sendEnquiry(enquiryBodyFromForm(values)),
    sentText: CONTENT_MSG.enquirySent,
    fieldOf: FIELD_OF,
    what: 'Enquiry',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Enquiry">
      <NameField form={form} />
      <MobileField form={form} label="Mobile" />
      <EmailField form={form} />
      <MessageField form={form} placeholder="Tell us what you are looking for" rows={4} />
      <LeadSubmit form={form} busyLabel={CONTENT_MSG.loading}>
        {CONTENT_MSG.submit}
      </LeadSubmit>
    </form>
  );
}
