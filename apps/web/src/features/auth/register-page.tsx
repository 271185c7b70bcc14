import {
  AUTH_MSG,
  emailFormSchema,
  FIXED_PAGE_TITLES,
  MOBILE_LENGTH,
  MSG,
  signupFormSchema,
} from '@storefront/shared';
import { useNavigate } from 'react-router';
import { bindField, Field, SubmitButton, useServerForm } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';
import { sendSignupOtp } from './api/send-otp';
import { signup } from './api/signup';
import { AuthFooterLink } from './components/auth-fields';
import { EmailCodeWizard } from './components/email-code-wizard';
import { GoogleSignIn } from './components/google-sign-in';
import { PasswordField } from './components/password-field';
import { useGoogleLogin } from './use-login-flow';

/** /register: email, then the emailed OTP, then the details; afterwards /login. */
export function RegisterPage() {
  usePageTitle(FIXED_PAGE_TITLES['/register']);
  const google = useGoogleLogin();
  return (
    <EmailCodeWizard
      flow={{
        purpose: 'signup',
        titles: { email: 'Create your account', details: 'Your details' },
        emailSubtitle: 'We will send a one-time code to confirm your email.',
        footer: (
          <AuthFooterLink question="Already have an account?" to="/login">
            Login
          </AuthFooterLink>
        ),
        emailSchema: emailFormSchema,
        emailButton: 'Continue',
        sendCode: sendSignupOtp,
        sentText: AUTH_MSG.otpSent,
        emailDisabled: google.busy,
        emailAside: (sending) => (
          <GoogleSignIn onCredential={google.onCredential} disabled={sending || google.busy} />
        ),
        details: (verified) => <DetailsStep {...verified} />,
      }}
    />
  );
}

function DetailsStep({ email, verificationToken }: { email: string; verificationToken: string }) {
  const navigate = useNavigate();
  const form = useServerForm({
    schema: signupFormSchema,
    defaultValues: { email, mobile: '', full_name: '', password: '' },
    fields: ['mobile', 'full_name', 'password'],
    submit: async (values) => {
      const answer = await signup({ ...values, email }, verificationToken);
      notify.success(answer.message || AUTH_MSG.registrationSuccessful);
      await navigate('/login');
    },
    onRefused: (error) => notify.error(serverMessage(error) ?? MSG.somethingWentWrong),
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const mobile = form.register('mobile');

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      <Field
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="Mobile number, up to 10 digits"
        error={errors.mobile?.message}
        {...mobile}
        onChange={(event) => {
          // digits only, at most 10; no maxLength, so a pasted "98765 43210" keeps every digit
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
          return mobile.onChange(event);
        }}
      />
      <Field label="Full name" autoComplete="name" {...field('full_name')} />
      <Field label="Email" type="email" readOnly value={email} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <SubmitButton busy={isSubmitting}>Register</SubmitButton>
    </form>
  );
}
