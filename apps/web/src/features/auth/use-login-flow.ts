import { AUTH_MSG, type SessionUser } from '@storefront/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { completeLogin } from '@/lib/session';
import { notify } from '@/lib/toast';
import { googleSignup } from './api/google-signup';

/** The end of every sign-in: keep the session, run the login handlers, go where the visitor wanted. */
export function useFinishLogin() {
  const navigate = useNavigate();
  return async (session: { user: SessionUser; accessToken: string }) => {
    const to = await completeLogin(session);
    notify.success(AUTH_MSG.loginSuccessful);
    await navigate(to, { replace: true });
  };
}

/** Google's ID token to a session (POST google-signup), with the spec's failure texts. */
export function useGoogleLogin() {
  const finish = useFinishLogin();
  const [busy, setBusy] = useState(false);
  const onCredential = async (token: string | null) => {
    if (!token) {
      notify.error(AUTH_MSG.googleCredentialMissing);
      return;
    }
    setBusy(true);
    try {
      const answer = await googleSignup(token);
      await finish(answer.data);
    } catch (error) {
      notify.error(serverMessage(error) ?? AUTH_MSG.googleSignupFailed);
    } finally {
      setBusy(false);
    }
  };
  return { onCredential, busy };
}
