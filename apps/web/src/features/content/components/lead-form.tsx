import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_MSG, MESSAGE_MAX_LENGTH } from '@storefront/shared';
import type { ReactNode } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, Field, SubmitButton, TextareaField } from '@/components/ui/form';
import { useSession } from '@/lib/session';
import type { StoredUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { FormSendError } from '../api/post-form';

/** The fields both the contact and the enquiry form ask for. */
export type LeadValues = { name: string; email: string; mobile: string; remark?: string };
type LeadField = Path<LeadValues>;

/** Both forms start from the signed-in customer's name, email and mobile. */
export function customerDefaults(user: StoredUser | null | undefined): LeadValues {
  return {
    name: user?.full_name || user?.name || '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    remark: '',
  };
}

/**
 * One contact-style form: the shared schema validates here and on the server, so the texts
 * match. Sent: the server's words (else `sentText`) in a toast and the form clears. Refused:
 * what was typed stays, the server's message shows under each field it names (`fieldOf`
 * maps the body's names to the form's), anything else is a toast.
 */
export function useLeadForm<Output>({
  schema,
  send,
  sentText,
  fieldOf,
  what,
}: {
  schema: z.ZodType<Output, LeadValues>;
  send: (form: Output, user: StoredUser | null) => Promise<{ msg?: string }>;
  sentText: string;
  fieldOf: Readonly<Record<string, LeadField>>;
  /** Names the form in the console when a send fails. */
  what: string;
}) {
  const { user } = useSession();
  const defaults = customerDefaults(user);
  const form = useForm<LeadValues, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await send(values, user ?? null);
      notify.success(answer.msg || sentText);
      form.reset(defaults);
    } catch (error) {
      if (applyServerErrors(form.setError, error, fieldOf)) return;
      console.error(`${what} not sent`, error);
      notify.error((error instanceof FormSendError && error.serverText) || CONTENT_MSG.notSent);
    }
  });
  return { form, onSubmit };
}

type LeadForm = UseFormReturn<LeadValues, unknown, unknown>;

export function NameField({ form, className }: { form: LeadForm; className?: string }) {
  return (
    <Field
      label="Name"
      autoComplete="name"
      placeholder="Your full name"
      className={className}
      error={form.formState.errors.name?.message}
      {...form.register('name')}
    />
  );
}

export function EmailField({ form }: { form: LeadForm }) {
  return (
    <Field
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      error={form.formState.errors.email?.message}
      {...form.register('email')}
    />
  );
}

export function MobileField({ form, label }: { form: LeadForm; label: string }) {
  return (
    <Field
      label={label}
      // a tel field with the number pad: a number input would drop a leading 0 or +91
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="10-digit mobile number"
      maxLength={16}
      error={form.formState.errors.mobile?.message}
      {...form.register('mobile')}
    />
  );
}

/** The message box with a live count: at most MESSAGE_MAX_LENGTH characters, red when full. */
export function MessageField({
  form,
  placeholder,
  rows = 5,
}: {
  form: LeadForm;
  placeholder: string;
  rows?: number;
}) {
  const length = (form.watch('remark') ?? '').length;
  return (
    <TextareaField
      label="Message"
      placeholder={placeholder}
      rows={rows}
      maxLength={MESSAGE_MAX_LENGTH}
      count={{ length, testId: 'message-counter' }}
      error={form.formState.errors.remark?.message}
      {...form.register('remark')}
    />
  );
}

export function LeadSubmit({
  form,
  busyLabel,
  className,
  children,
}: {
  form: LeadForm;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SubmitButton busy={form.formState.isSubmitting} busyLabel={busyLabel} className={className}>
      {children}
    </SubmitButton>
  );
}
