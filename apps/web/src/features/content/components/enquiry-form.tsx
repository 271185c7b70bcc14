import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_MSG,
  type EnquiryForm as EnquiryFormValues,
  enquiryBodyFromForm,
  enquiryFormSchema,
} from '@storefront/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { sendEnquiry } from '../api/send-enquiry';
import { InputField, MessageField } from './form-fields';
import { customerDefaults, showSendFailure } from './form-sending';

type FormOutput = z.output<typeof enquiryFormSchema>;
/** The body's field names to the form's: the email travels in the legacy `school` slot. */
const FIELD_OF = {
  name: 'name',
  mobile: 'mobile',
  school: 'email',
  email: 'email',
  remark: 'remark',
} as const;

/** The enquiry form (spec 2): name, mobile, email and message; Enquiry Sent on success. */
export function EnquiryForm() {
  const { user } = useSession();
  const defaults: EnquiryFormValues = customerDefaults(user);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues, unknown, FormOutput>({
    resolver: zodResolver(enquiryFormSchema),
    defaultValues: defaults,
  });
  const messageLength = (watch('remark') ?? '').length;

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await sendEnquiry(enquiryBodyFromForm(form));
      notify.success(answer.msg || CONTENT_MSG.enquirySent);
      reset(defaults);
    } catch (error) {
      showSendFailure(error, FIELD_OF, setError, 'Enquiry');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Enquiry">
      <InputField
        label="Name"
        autoComplete="name"
        placeholder="Your full name"
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="10-digit mobile number"
        maxLength={16}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <InputField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <MessageField
        label="Message"
        placeholder="Tell us what you are looking for"
        rows={4}
        length={messageLength}
        error={errors.remark?.message}
        {...register('remark')}
      />
      <button
        type="submit"
        className="btn-primary w-full text-base"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? CONTENT_MSG.loading : CONTENT_MSG.submit}
      </button>
    </form>
  );
}
