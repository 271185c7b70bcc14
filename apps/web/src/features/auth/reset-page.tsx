import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MSG,
  RESET_REDIRECT_MS,
  type ResetPasswordForm,
  resetEmailFormSchema,
  resetPasswordFormSchema,
} from '@storefront/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';
import { resetPassword } from './api/reset-password';
import { sendResetOtp } from './api/reset-send-otp';
import { verifyOtp } from './api/verify-otp';
import { AuthCard } from './components/auth-card';
import { OtpStep } from './components/otp-step';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { TextField } from './components/text-field';

type Step = 'email' | 'otp' | 'password';
const STEP_NUMBER: Record<Step, number> = { email: 1, otp: 2, password: 3 };

/** /reset: email, OTP, new password; then /login after RESET_REDIRECT_MS (spec 2 and 4). */
export function ResetPage() {
  usePageTitle('Reset password');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  // proof of the verified code, which only this page holds; the next step must send it
  const [verificationToken, setVerificationToken] = useState('');

  const sendOtp = async (address: string) => {
    try {
      const answer = await sendResetOtp(address);
      notify.success(answer.message || AUTH_MSG.otpSentToEmail);
    } catch (error) {
      notify.error(serverMessage(error) ?? AUTH_MSG.errorSendingOtp);
      throw error;
    }
  };

  const titles: Record<Step, string> = {
    email: 'Reset your password',
    otp: 'OTP Verification',
    password: 'Choose a new password',
  };

  return (
    <AuthCard
      step={{ current: STEP_NUMBER[step], total: 3 }}
      title={titles[step]}
      subtitle={step === 'email' ? 'Enter the email of your account and we will send you a code.' : undefined}
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-gold-700 underline-offset-4 hover:underline">
            Back to login
          </Link>
        </p>
      }
    >
      {step === 'email' ? (
        <ResetEmailStep
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
              const answer = await verifyOtp(email, otp, 'reset');
              notify.success(answer.message || AUTH_MSG.otpVerified);
              setVerificationToken(answer.verificationToken);
              setStep('password');
            } catch (error) {
              notify.error(serverMessage(error) ?? AUTH_MSG.errorVerifyingOtp);
              throw error;
            }
          }}
        />
      ) : null}
      {step === 'password' ? <NewPasswordStep email={email} verificationToken={verificationToken} /> : null}
    </AuthCard>
  );
}

function ResetEmailStep({
  defaultEmail,
  onSubmit,
}: {
  defaultEmail: string;
  onSubmit: (email: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(resetEmailFormSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
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
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send OTP
      </SubmitButton>
    </form>
  );
}

function NewPasswordStep({ email, verificationToken }: { email: string; verificationToken: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await resetPassword(email, form.newPassword, verificationToken);
      notify.success(answer.message || AUTH_MSG.passwordReset);
      setDone(true);
      timer.current = window.setTimeout(() => void navigate('/login'), RESET_REDIRECT_MS);
    } catch (error) {
      notify.error(serverMessage(error) ?? AUTH_MSG.errorResettingPassword);
    }
  });

  if (done) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {AUTH_MSG.passwordReset} Taking you to the login page…
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>Reset Password</SubmitButton>
    </form>
  );
}
