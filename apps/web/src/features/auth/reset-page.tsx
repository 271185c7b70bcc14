import {
  AUTH_MSG,
  FIXED_PAGE_TITLES,
  RESET_REDIRECT_MS,
  resetEmailFormSchema,
  resetPasswordFormSchema,
} from '@storefront/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bindField, SubmitButton, useServerForm } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';
import { resetPassword } from './api/reset-password';
import { sendResetOtp } from './api/reset-send-otp';
import { AuthFooterLink } from './components/auth-fields';
import { EmailCodeWizard } from './components/email-code-wizard';
import { PasswordField } from './components/password-field';

/** /reset: email, OTP, new password; then /login after RESET_REDIRECT_MS. */
export function ResetPage() {
  usePageTitle(FIXED_PAGE_TITLES['/reset']);
  return (
    <EmailCodeWizard
      flow={{
        purpose: 'reset',
        titles: { email: 'Reset your password', details: 'Choose a new password' },
        emailSubtitle: 'Enter the email of your account and we will send you a code.',
        footer: (
          <AuthFooterLink question="Remembered it?" to="/login">
            Back to login
          </AuthFooterLink>
        ),
        emailSchema: resetEmailFormSchema,
        emailButton: 'Send OTP',
        sendCode: sendResetOtp,
        sentText: AUTH_MSG.otpSentToEmail,
        details: (verified) => <NewPasswordStep {...verified} />,
      }}
    />
  );
}

function NewPasswordStep({ email, verificationToken }: { email: string; verificationToken: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const form = useServerForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    fields: ['newPassword'],
    submit: async ({ newPassword }) => {
      const answer = await resetPassword(email, newPassword, verificationToken);
      notify.success(answer.message || AUTH_MSG.passwordReset);
      setDone(true);
      timer.current = window.setTimeout(() => void navigate('/login'), RESET_REDIRECT_MS);
    },
    onRefused: (error) => notify.error(serverMessage(error) ?? AUTH_MSG.errorResettingPassword),
  });
  const field = bindField(form.register, form.formState.errors);

  if (done) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {AUTH_MSG.passwordReset} Taking you to the login page…
      </p>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <SubmitButton busy={form.formState.isSubmitting}>Reset Password</SubmitButton>
    </form>
  );
}
