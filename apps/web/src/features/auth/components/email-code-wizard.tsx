import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MSG } from '@storefront/shared';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, SubmitButton } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { verifyOtp } from '../api/verify-otp';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-fields';
import { OtpStep } from './otp-step';

type Step = 'email' | 'otp' | 'details';
const STEP_NUMBER: Record<Step, number> = { email: 1, otp: 2, details: 3 };

/** What a page using the wizard supplies: its calls, its texts and its last step. */
export type EmailCodeFlow = {
  /** Which code verify-otp checks. */
  purpose: 'signup' | 'reset';
  titles: { email: string; details: string };
  /** Under the first step's title. */
  emailSubtitle: string;
  footer: ReactNode;
  emailSchema: z.ZodType<{ email: string }, { email: string }>;
  emailButton: string;
  /** Sends the code; the toast says `sentText` unless the server sent its own words. */
  sendCode: (email: string) => Promise<{ message?: string }>;
  sentText: string;
  /** Below the e-mail form (another way in, say), told whether the form is sending. */
  emailAside?: (sending: boolean) => ReactNode;
  /** The e-mail form's button waits while something else (that other way in) is busy. */
  emailDisabled?: boolean;
  /** The third step, given the verified address and the proof of its code. */
  details: (verified: { email: string; verificationToken: string }) => ReactNode;
};

/**
 * Registration and password reset share their first two steps: an e-mail, then the code
 * mailed to it. Verifying the code gives a token the last step must send, which only this
 * wizard holds.
 */
export function EmailCodeWizard({ flow }: { flow: EmailCodeFlow }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [verificationToken, setVerificationToken] = useState('');

  const sendOtp = async (address: string) => {
    try {
      const answer = await flow.sendCode(address);
      notify.success(answer.message || flow.sentText);
    } catch (error) {
      notify.error(serverMessage(error) ?? AUTH_MSG.errorSendingOtp);
      throw error;
    }
  };

  const titles: Record<Step, string> = {
    email: flow.titles.email,
    otp: 'OTP Verification',
    details: flow.titles.details,
  };

  return (
    <AuthCard
      step={{ current: STEP_NUMBER[step], total: 3 }}
      title={titles[step]}
      subtitle={step === 'email' ? flow.emailSubtitle : undefined}
      footer={flow.footer}
    >
      {step === 'email' ? (
        <EmailStep
          flow={flow}
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
              const answer = await verifyOtp(email, otp, flow.purpose);
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
      {step === 'details' ? flow.details({ email, verificationToken }) : null}
    </AuthCard>
  );
}

function EmailStep({
  flow,
  defaultEmail,
  onSubmit,
}: {
  flow: EmailCodeFlow;
  defaultEmail: string;
  onSubmit: (email: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(flow.emailSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <>
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit(async (form) => {
          await onSubmit(form.email).catch((error: unknown) => {
            applyServerErrors(setError, error, ['email']);
          });
        })}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={isSubmitting} busyLabel="Sending..." disabled={flow.emailDisabled}>
          {flow.emailButton}
        </SubmitButton>
      </form>
      {flow.emailAside?.(isSubmitting)}
    </>
  );
}
