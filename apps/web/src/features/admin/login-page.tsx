import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ERROR_CODES, type AdminLoginForm, adminLoginFormSchema, MSG } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { applyServerErrors, bindField, Field, FormError, SubmitButton } from '@/components/ui/form';
import { ApiError, serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { adminLogin, startAdminSession, useAdminSession } from './session';
import { buttonClass } from './ui';

const LABEL = 'text-sm font-medium text-plum-800';
const SECOND_FACTOR_CODES: string[] = [ADMIN_ERROR_CODES.totpRequired, ADMIN_ERROR_CODES.totpInvalid];

/** /admin/login: e-mail and password, then the authenticator code when the server asks for it. */
export function AdminLoginPage() {
  usePageTitle('Staff sign-in');
  const navigate = useNavigate();
  const location = useLocation();
  const { staff, ready } = useAdminSession();
  const [askCode, setAskCode] = useState(false);
  // a reload keeps the staff member signed in: trade the refresh cookie for a token once
  useEffect(() => {
    void startAdminSession();
  }, []);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginForm>({ resolver: zodResolver(adminLoginFormSchema) });
  const field = bindField(register, errors);
  const back = (location.state as { from?: string } | null)?.from;
  const target = back?.startsWith('/admin') && !back.startsWith('/admin/login') ? back : '/admin/orders';

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await adminLogin(askCode ? form : { ...form, totp: undefined });
      navigate(target, { replace: true });
    } catch (error) {
      if (applyServerErrors(setError, error, ['email', 'password', 'totp'])) return;
      if (error instanceof ApiError && error.code && SECOND_FACTOR_CODES.includes(error.code))
        setAskCode(true);
      setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });

  if (ready && staff && !isSubmitting) return <Navigate to={target} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-plum-950 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-ivory-50 p-6 shadow-xl sm:p-8">
        {/* gold-700: the lighter golds read below 4.5:1 on ivory, too faint for small text */}
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">Shop console</p>
        <h1 className="mt-1 font-serif text-3xl text-plum-900">Staff sign-in</h1>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <Field
            label="Email"
            look="console"
            labelClassName={LABEL}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...field('email')}
          />
          <Field
            label="Password"
            look="console"
            labelClassName={LABEL}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          {askCode ? (
            <Field
              label="Authenticator code"
              look="console"
              labelClassName={LABEL}
              autoComplete="one-time-code"
              inputMode="text"
              // the box appears because the server asked for it: the cursor goes straight there
              autoFocus
              placeholder="123456 or a recovery code"
              inputClassName="tracking-widest"
              {...field('totp')}
            />
          ) : null}
          <FormError>{failure}</FormError>
          <SubmitButton busy={isSubmitting} busyLabel="Signing in…" className={`${buttonClass} w-full`}>
            Sign in
          </SubmitButton>
        </form>
      </div>
    </main>
  );
}
