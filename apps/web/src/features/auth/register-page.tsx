import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MSG,
  emailFormSchema,
  MOBILE_LENGTH,
  MSG,
  type SignupForm,
  signupFormSchema,
} from '@storefront/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors, bindField, Field, SubmitButton } from '@/components/ui/form';
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
  usePageTitle('Register');
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email, mobile: '', full_name: '', password: '' },
  });
  const field = bindField(register, errors);
  const mobile = register('mobile');

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await signup({ ...form, email }, verificationToken);
      notify.success(answer.message || AUTH_MSG.registrationSuccessful);
      await navigate('/login');
    } catch (error) {
      if (applyServerErrors(setError, error, ['mobile', 'full_name', 'password'])) return;
      notify.error(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
