import { z } from 'zod';
import { writeAnswer } from '../common/answers';
import { notFoundMsg } from '../messages';
import { ADMIN_MSG } from './messages';
import { STAFF_ROLES, staffEmailSchema, staffPasswordSchema, staffSchema } from './schemas';

/*
 * The owner's page of staff accounts (docs/api.md, "Console: staff"): add a member with a
 * first password, change a name or role, disable, and reset a lost sign-in (new password,
 * two-factor off, every session ended), as `npm run admin:create` does from a shell.
 */

export const STAFF_ADMIN_MSG = {
  staffNotFound: notFoundMsg('Staff member'),
  emailTaken: 'Someone on the staff already uses this e-mail',
  enterName: 'Enter a name of at most 80 characters',
  chooseRole: 'Choose owner or staff',
  lastOwner: 'The shop needs at least one owner who can sign in',
  notYourself: 'You cannot disable your own account or take away your own owner role',
  added: (email: string) => `${email} can sign in now`,
  saved: 'Staff member saved',
  reset: (email: string) =>
    `New password set for ${email}; two-factor sign-in is off and every session has ended`,
} as const;

const name = z
  .string({ error: STAFF_ADMIN_MSG.enterName })
  .trim()
  .max(80, { message: STAFF_ADMIN_MSG.enterName })
  .default('');
const role = z.enum(STAFF_ROLES, { error: STAFF_ADMIN_MSG.chooseRole });
const password = z.string({ error: ADMIN_MSG.enterPassword }).pipe(staffPasswordSchema);

/** `POST /api/admin/staff`: a new member and the first password the owner hands over. */
export const adminStaffCreateBodySchema = z.object({ email: staffEmailSchema, name, role, password });
export type AdminStaffCreateBody = z.output<typeof adminStaffCreateBodySchema>;
export type AdminStaffCreateForm = z.input<typeof adminStaffCreateBodySchema>;

/** `PUT /api/admin/staff/{id}`. */
export const adminStaffUpdateBodySchema = z.object({ name, role, disabled: z.boolean() });
export type AdminStaffUpdateBody = z.output<typeof adminStaffUpdateBodySchema>;
export type AdminStaffUpdateForm = z.input<typeof adminStaffUpdateBodySchema>;

/** `POST /api/admin/staff/{id}/reset`. */
export const adminStaffResetBodySchema = z.object({ password });
export type AdminStaffResetBody = z.output<typeof adminStaffResetBodySchema>;

export const adminStaffMemberSchema = staffSchema.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

export const staffListResponseSchema = z.object({ staff: z.array(adminStaffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;
export const adminStaffResponseSchema = writeAnswer('member', adminStaffMemberSchema);
export type AdminStaffResponse = z.infer<typeof adminStaffResponseSchema>;
