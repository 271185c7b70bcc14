import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MSG,
  emailFormSchema,
  MOBILE_LENGTH,
  MSG,
  type SignupForm,
  signupFormSchema,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';
import { sendSignupOtp } from './api/send-otp';
import { signup } from './api/signup';
import { verifyOtp } from './api/verify-otp';
import { AuthCard } from './components/auth-card';
import { GoogleSignIn } from './components/google-sign-in';
import { OtpStep } from './components/otp-step';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { TextField } from './components/text-field';
import { useGoogleLogin } from './use-login-flow';

type Step = 'email' | 'otp' | 'details';
const STEP_NUMBER: Record<Step, number> = { email: 1, otp: 2, details: 3 };

/** /register: email, then the emailed OTP, then the details; afterwards /login (spec 2 and 4). */
export function RegisterPage() {
  usePageTitle('Register');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  // proof of the verified code, which only this page holds; the next step must send it
  const [verificationToken, setVerificationToken] = useState('');

  const sendOtp = async (address: string) => {
    try {
      const answer = await sendSignupOtp(address);
      notify.success(answer.message || AUTH_MSG.otpSent);
    } catch (error) {
      notify.error(serverMessage(error) ?? AUTH_MSG.errorSendingOtp);
      throw error;
    }
  };

  const titles: Record<Step, string> = {
    email: 'Create your account',
    otp: 'OTP Verification',
    details: 'Your details',
  };

  return (
    <AuthCard
      step={{ current: STEP_NUMBER[step], total: 3 }}
      title={titles[step]}
      subtitle={step === 'email' ? 'We will send a one-time code to confirm your email.' : undefined}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-gold-700 underline-offset-4 hover:underline">
            Login
          </Link>
        </p>
      }
    >
      {step === 'email' ? (
        <EmailStep
          defaultEmail={email}
          onSubmit={async (address) => {
            await sendOtp(address);
            setEmail(address);
            setStep('otp');
          }}
        />
      ) : null}
      {step === 'otp' ? (
        <OtpStep
          email={email}
          onChangeEmail={() => setStep('email')}
          onResend={() => sendOtp(email)}
          onVerify={async (otp) => {
            try {
              const answer = await verifyOtp(email, otp, 'signup');
              notify.success(answer.message || AUTH_MSG.otpVerified);
              setVerificationToken(answer.verificationToken);
              setStep('details');
            } catch (error) {
              notify.error(serverMessage(error) ?? AUTH_MSG.errorVerifyingOtp);
              throw error;
            }
          }}
        />
      ) : null}
      {step === 'details' ? <DetailsStep email={email} verificationToken={verificationToken} /> : null}
    </AuthCard>
  );
}

function EmailStep({
  defaultEmail,
  onSubmit,
}: {
  defaultEmail: string;
  onSubmit: (email: string) => Promise<void>;
}) {
  const google = useGoogleLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <>
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit(async (form) => {
          await onSubmit(form.email).catch(() => undefined);
        })}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Sending..." disabled={google.busy}>
          Continue
        </SubmitButton>
      </form>
      <GoogleSignIn onCredential={google.onCredential} disabled={isSubmitting || google.busy} />
    </>
  );
}

function DetailsStep({ email, verificationToken }: { email: string; verificationToken: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email, mobile: '', full_name: '', password: '' },
  });
  const mobile = register('mobile');

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await signup({ ...form, email }, verificationToken);
      notify.success(answer.message || AUTH_MSG.registrationSuccessful);
      await navigate('/login');
    } catch (error) {
      notify.error(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="Mobile number, up to 10 digits"
        error={errors.mobile?.message}
        {...mobile}
        onChange={(event) => {
          // digits only, at most 10 (spec 2); no maxLength, so a pasted "98765 43210" keeps every digit
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
          return mobile.onChange(event);
        }}
      />
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <TextField label="Email" type="email" readOnly value={email} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting}>Register</SubmitButton>
    </form>
  );
}
