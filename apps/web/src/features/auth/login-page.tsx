import { zodResolver } from '@hookform/resolvers/zod';
import { FIXED_PAGE_TITLES, type LoginForm, loginFormSchema, MSG } from '@storefront/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors, bindField, SubmitButton } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { allowReturnRemembering } from '@/lib/session';
import { notify } from '@/lib/toast';
import { loginUser } from './api/login';
import { AuthCard } from './components/auth-card';
import { AuthFooterLink, EmailField } from './components/auth-fields';
import { GoogleSignIn } from './components/google-sign-in';
import { PasswordField } from './components/password-field';
import { useFinishLogin, useGoogleLogin } from './use-login-flow';

/** /login: email and password, or Google; then the remembered page, else home . */
export function LoginPage() {
  usePageTitle(FIXED_PAGE_TITLES['/login']);
  const finish = useFinishLogin();
  const google = useGoogleLogin();
  useEffect(() => allowReturnRemembering(), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), mode: 'onSubmit' });
  const field = bindField(register, errors);

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await loginUser(form);
      await finish(answer);
    } catch (error) {
      if (applyServerErrors(setError, error, ['email', 'password'])) return;
      notify.error(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });

  const busy = isSubmitting || google.busy;
  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Login"
      subtitle="Sign in to see your orders, saved addresses and a faster checkout."
      footer={
        <AuthFooterLink question="New here?" to="/register">
          Create an account
        </AuthFooterLink>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <div className="flex justify-end">
          <Link
            to="/reset"
            className="text-sm text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
          >
            Having trouble in sign in?
          </Link>
        </div>
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </form>
      <GoogleSignIn onCredential={google.onCredential} disabled={busy} />
      <p className="mt-5 text-center text-xs leading-relaxed text-plum-700">
        By continuing, you agree to our{' '}
        <Link to="/terms-and-conditions" className="py-1.5 underline underline-offset-2 hover:text-plum-900">
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className="py-1.5 underline underline-offset-2 hover:text-plum-900">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
