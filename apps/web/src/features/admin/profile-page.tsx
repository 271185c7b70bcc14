import { ADMIN_MSG, MSG, type TotpSetupResponse, totpCodeSchema } from '@storefront/shared';
import { type FormEvent, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { disableTotp, enableTotp, setupTotp } from './api/totp';
import { updateAdminStaff, useAdminSession } from './session';
import { StaffPushSwitch } from './staff-push';
import { buttonClass, ErrorText, Panel, quietButtonClass } from './ui';

function CodeForm({
  label,
  action,
  onDone,
}: {
  label: string;
  action: (code: string) => Promise<void>;
  onDone?: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(ADMIN_MSG.enterCode);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action(parsed.data);
      onDone?.();
    } catch (failure) {
      setError(serverMessage(failure) ?? MSG.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <Field
        label="Code from your authenticator app"
        look="console"
        labelClassName="text-sm font-medium text-plum-800"
        inputClassName="max-w-40 tracking-[0.3em]"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormError>{error}</FormError>
      <SubmitButton busy={busy} busyLabel={label} className={buttonClass}>
        {label}
      </SubmitButton>
    </form>
  );
}

/** /admin/profile: who is signed in, and two-factor sign-in on or off. */
export function AdminProfilePage() {
  usePageTitle('Profile · Console');
  const { staff } = useAdminSession();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!staff) return null;

  const start = async () => {
    setError(null);
    try {
      setSetup(await setupTotp());
    } catch (failure) {
      setError(serverMessage(failure) ?? MSG.somethingWentWrong);
    }
  };

  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Profile</h1>
      <Panel>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-mrp">Name</dt>
          <dd>{staff.name || '—'}</dd>
          <dt className="text-mrp">Email</dt>
          <dd className="break-all">{staff.email}</dd>
          <dt className="text-mrp">Role</dt>
          <dd className="capitalize">{staff.role}</dd>
        </dl>
      </Panel>

      <Panel title="New orders">
        <StaffPushSwitch />
      </Panel>

      <Panel title="Two-factor sign-in">
        {codes ? (
          <div>
            <p className="text-sm font-medium text-emerald-800">{ADMIN_MSG.totpEnabled}.</p>
            <p className="mt-2 text-sm">
              Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
              They are shown only now.
            </p>
            <ul
              aria-label="Recovery codes"
              className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
            >
              {codes.map((code) => (
                <li key={code} className="rounded bg-ivory-200 px-2 py-1 text-center">
                  {code}
                </li>
              ))}
            </ul>
            <button type="button" className={`${quietButtonClass} mt-4`} onClick={() => setCodes(null)}>
              I have saved them
            </button>
          </div>
        ) : staff.totpEnabled ? (
          <div>
            <p className="text-sm">
              On. Signing in asks for a code from your authenticator app. To turn it off, enter a current
              code.
            </p>
            <CodeForm
              label="Turn off"
              action={async (code) => {
                await disableTotp(code);
                updateAdminStaff({ ...staff, totpEnabled: false });
              }}
            />
          </div>
        ) : setup ? (
          <div>
            <p className="text-sm">
              Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password…), then
              enter the 6-digit code it shows.
            </p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt="QR code for your authenticator app"
              width={192}
              height={192}
              className="mt-3 size-48 rounded-lg border border-ivory-300 bg-white p-2"
            />
            <p className="mt-2 text-xs text-mrp">
              Cannot scan? Type this key:{' '}
              <code className="break-all font-mono text-plum-900" data-testid="totp-secret">
                {setup.secret}
              </code>
            </p>
            <CodeForm
              label="Turn on"
              action={async (code) => {
                const answer = await enableTotp(code);
                setCodes(answer.recoveryCodes);
                setSetup(null);
                updateAdminStaff({ ...staff, totpEnabled: true });
              }}
            />
          </div>
        ) : (
          <div>
            <p className="text-sm">Off. Turn it on so a stolen password alone cannot open the console.</p>
            {error ? (
              <div className="mt-3">
                <ErrorText>{error}</ErrorText>
              </div>
            ) : null}
            <button type="button" className={`${buttonClass} mt-3`} onClick={start}>
              Turn on two-factor sign-in
            </button>
          </div>
        )}
      </Panel>
    </div>
  );
}
