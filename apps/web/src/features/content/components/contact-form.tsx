import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_MSG, type ContactForm as ContactFormValues, contactFormSchema } from '@storefront/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { sendContact } from '../api/send-contact';
import { InputField, MessageField } from './form-fields';
import { customerDefaults, showSendFailure } from './form-sending';

type FormOutput = z.output<typeof contactFormSchema>;
const FIELD_OF = { name: 'name', email: 'email', mobile: 'mobile', remark: 'remark' } as const;

/**
 * The Get In Touch form (spec 2). The shared schema validates here and on the server, so
 * the texts match. On success the form clears; on a failure what was typed stays and the
 * server's message shows under each field it names.
 */
export function ContactForm() {
  const { user } = useSession();
  const defaults: ContactFormValues = customerDefaults(user);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, FormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: defaults,
  });
  const messageLength = (watch('remark') ?? '').length;

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await sendContact(form, user?.user_id ?? null);
      notify.success(answer.msg || CONTENT_MSG.thankYouForContacting);
      reset(defaults);
    } catch (error) {
      showSendFailure(error, FIELD_OF, setError, 'Contact message');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Get In Touch">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Name"
          autoComplete="name"
          placeholder="Your full name"
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register('name')}
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
        <InputField
          label="Phone"
          // a tel field with the number pad: a number input would drop a leading 0 or +91
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="10-digit mobile number"
          maxLength={16}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
      </div>
      <MessageField
        label="Message"
        placeholder="How can we help?"
        length={messageLength}
        error={errors.remark?.message}
        {...register('remark')}
      />
      <button
        type="submit"
        className="btn-primary w-full text-base sm:w-auto sm:px-8"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? (
          CONTENT_MSG.sending
        ) : (
          <>
            <Send className="size-4" aria-hidden="true" /> {CONTENT_MSG.sendMessage}
          </>
        )}
      </button>
    </form>
  );
}
