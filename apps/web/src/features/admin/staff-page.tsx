import {
  ADMIN_MSG,
  type AdminStaffCreateBody,
  type AdminStaffCreateForm,
  type AdminStaffMember,
  type AdminStaffUpdateBody,
  type AdminStaffUpdateForm,
  adminStaffCreateBodySchema,
  adminStaffUpdateBodySchema,
  MSG,
  staffPasswordSchema,
} from '@storefront/shared';
import { KeyRound, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { bindField, useServerForm } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminStaff, useResetStaffMember, useSaveStaffMember } from './api/staff';
import { LabelledField } from './catalogue/product-fields';
import { ConsoleForm, type EditorProps, SelectField, SubmitButtons, TextField } from './form-fields';
import { IconButton } from './row-actions';
import { useAdminSession } from './session';
import { OutcomeText } from './settings-panel';
import { buttonClass, ErrorText, Panel, StatusBadge } from './ui';

/** The role box of both the add and the edit form: what each role may do is in its option. */
const ROLES = [
  ['staff', 'Staff: orders, catalogue, content'],
  ['owner', 'Owner: also staff and payment settings'],
] as const;

/** The owner adds a member with a first password to hand over; they turn on two-factor themselves. */
function AddStaffForm({ onDone }: { onDone: (message: string) => void }) {
  const save = useSaveStaffMember(null);
  const blank: AdminStaffCreateForm = { email: '', name: '', role: 'staff', password: '' };
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
    onSubmit,
    failure,
  } = useServerForm<AdminStaffCreateForm, AdminStaffCreateBody>({
    schema: adminStaffCreateBodySchema,
    defaultValues: blank,
    fields: ['email', 'name', 'role', 'password'],
    submit: async (body) => {
      const answer = await save.mutateAsync(body);
      reset(blank);
      onDone(answer.message);
    },
  });
  const field = bindField(register, errors);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a staff member" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <SelectField label="Role" options={ROLES} {...field('role')} />
        <TextField
          label="First password"
          hint="Give it to them in person; they can turn on two-factor sign-in under Profile"
          type="text"
          autoComplete="new-password"
          {...field('password')}
        />
      </div>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        Add staff member
      </button>
    </form>
  );
}

/** A member's name, role and access, edited in their row; the server refuses locking the shop out. */
function EditStaffForm({ member, onDone, onCancel }: { member: AdminStaffMember } & EditorProps) {
  const save = useSaveStaffMember(member.id);
  const form = useServerForm<AdminStaffUpdateForm, AdminStaffUpdateBody>({
    schema: adminStaffUpdateBodySchema,
    defaultValues: { name: member.name, role: member.role, disabled: member.disabled },
    fields: ['name', 'role', 'disabled'],
    submit: async (body) => {
      onDone((await save.mutateAsync(body)).message);
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  const field = bindField(register, errors);
  return (
    <ConsoleForm form={form} label={`Edit ${member.email}`} submitLabel="Save" onCancel={onCancel}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" {...field('name')} />
        <SelectField label="Role" options={ROLES} {...field('role')} />
      </div>
      <label className="flex items-center gap-2 text-sm text-plum-800">
        <input type="checkbox" {...register('disabled')} aria-describedby={`disabled-${member.id}`} />
        Disabled: cannot sign in, and open sessions end now
      </label>
      {errors.disabled?.message ? (
        <p id={`disabled-${member.id}`} className="text-xs text-sale">
          {errors.disabled.message}
        </p>
      ) : null}
    </ConsoleForm>
  );
}

/** The way back in for a member who lost a password or phone: a new password, two-factor off. */
function ResetSignInForm({ member, onDone, onCancel }: { member: AdminStaffMember } & EditorProps) {
  const resetSignIn = useResetStaffMember(member.id);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffPasswordSchema.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? MSG.somethingWentWrong);
    setError(null);
    try {
      onDone((await resetSignIn.mutateAsync(checked.data)).message);
    } catch (failure) {
      setError(serverMessage(failure) ?? MSG.somethingWentWrong);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Reset sign-in of ${member.email}`} className="space-y-3">
      <p className="text-sm text-plum-800">
        Sets a new password, turns two-factor sign-in off and ends every session of {member.email}.
      </p>
      <LabelledField label="New password" error={error ?? undefined}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </LabelledField>
      <SubmitButtons label="Reset sign-in" busy={resetSignIn.isPending} onCancel={onCancel} />
    </form>
  );
}

type Editing = { id: string; mode: 'edit' | 'reset' } | null;

/**
 * /admin/staff (owners only): who can sign in to the console, with which role. A staff member
 * who types the address reads why there is nothing here for them, and no form: the server
 * refuses every call of this page to them, so fields would only be filled in vain.
 */
export function AdminStaffPage(_: { id?: string }) {
  usePageTitle('Staff · Console');
  const { staff: me } = useAdminSession();
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Staff</h1>
      {me?.role === 'owner' ? (
        <StaffMembers me={me.id} />
      ) : (
        <p className="text-sm text-plum-700">{ADMIN_MSG.ownerOnly}</p>
      )}
    </div>
  );
}

/** The owner's list of members, each edited in its row, and the form that adds one. */
function StaffMembers({ me }: { me: string }) {
  const members = useAdminStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const open = (id: string, mode: 'edit' | 'reset') => {
    setNotice(null);
    setEditing({ id, mode });
  };

  return (
    <>
      <OutcomeText outcome={notice ? { ok: true, text: notice } : null} />
      {members.isError ? (
        <ErrorText>{serverMessage(members.error) ?? MSG.somethingWentWrong}</ErrorText>
      ) : null}
      {members.isPending ? <p className="text-sm text-plum-700">Loading staff…</p> : null}
      {members.data ? (
        <ul aria-label="Staff members" className="space-y-2">
          {members.data.map((member) => (
            <li key={member.id} className="rounded-xl border border-ivory-300 bg-ivory-50 p-3 sm:p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-plum-950">
                    {member.name || member.email}
                    {member.id === me ? <span className="text-plum-700"> (you)</span> : null}
                  </p>
                  {member.name ? <p className="truncate text-sm text-plum-700">{member.email}</p> : null}
                  <p className="mt-1 flex flex-wrap gap-1.5">
                    <StatusBadge value={member.role === 'owner' ? 'Owner' : 'Staff'} />
                    <StatusBadge value={member.totpEnabled ? 'Two-factor on' : 'Two-factor off'} />
                    {member.disabled ? <StatusBadge value="Disabled" /> : null}
                  </p>
                </div>
                <div className="flex gap-2">
                  <IconButton label={`Edit ${member.email}`} onClick={() => open(member.id, 'edit')}>
                    <Pencil aria-hidden size={14} />
                  </IconButton>
                  <IconButton
                    label={`Reset sign-in of ${member.email}`}
                    onClick={() => open(member.id, 'reset')}
                  >
                    <KeyRound aria-hidden size={14} />
                  </IconButton>
                </div>
              </div>
              {editing?.id === member.id ? (
                <div className="mt-3 border-t border-ivory-200 pt-3">
                  {editing.mode === 'edit' ? (
                    <EditStaffForm member={member} onDone={done} onCancel={() => setEditing(null)} />
                  ) : (
                    <ResetSignInForm member={member} onDone={done} onCancel={() => setEditing(null)} />
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Panel title="Add a staff member">
        <AddStaffForm onDone={done} />
      </Panel>
    </>
  );
}
