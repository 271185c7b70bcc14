import { z } from 'zod';
import { emailText, issueOn, requiredText } from '../common/fields';
import { MOBILE_LENGTH, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { DEVICE_TOKEN_MAX_LENGTH } from '../content/schemas';
import { AUTH_MSG } from './messages';
import { isValidMobile, normaliseMobile } from './mobile';

/**
 * Request and response schemas of sign-in, registration, reset and the account record.
 * The `*FormSchema`s are what a React form validates (no main_id); the `*BodySchema`s
 * add the shop id and are what the API validates, so both sides give the same texts.
 */

const PASSWORD_MAX = 128;
export const emailSchema = emailText(AUTH_MSG.invalidEmail);
/** The reset screen's own wording for the same rule. */
export const resetEmailSchema = emailText(AUTH_MSG.enterValidEmail);

export const passwordSchema = z
  .string({ error: AUTH_MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { message: AUTH_MSG.passwordTooShort })
  .max(PASSWORD_MAX, { message: AUTH_MSG.passwordTooLong });

export const newPasswordSchema = z
  .string({ error: AUTH_MSG.newPasswordTooShort })
  .min(PASSWORD_MIN_LENGTH, { message: AUTH_MSG.newPasswordTooShort })
  .max(PASSWORD_MAX, { message: AUTH_MSG.passwordTooLong });

export const otpSchema = z
  .string({ error: AUTH_MSG.enterAllOtpDigits })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: AUTH_MSG.enterAllOtpDigits });

/** Accepts what a person types (+91, spaces, a leading 0) and yields the 10 digits. */
export const mobileSchema = z
  .string({ error: AUTH_MSG.invalidMobile })
  .max(32, { message: AUTH_MSG.invalidMobile })
  .refine(isValidMobile, { message: AUTH_MSG.invalidMobile })
  .transform(normaliseMobile);

/**
 * The registration form's phone: digits only, up to 10 (a shorter number, or none, is
 * accepted here; checkout asks for a full 10-digit number before an order). A pasted
 * "+91 98765-43210" is normalised like everywhere else.
 */
export const registrationMobileSchema = z
  .string({ error: AUTH_MSG.mobileDigitsOnly })
  .max(32, { message: AUTH_MSG.mobileDigitsOnly })
  .regex(/^[+\d\s-]*$/, { message: AUTH_MSG.mobileDigitsOnly })
  .transform(normaliseMobile);

export const fullNameSchema = requiredText(AUTH_MSG.fullNameRequired, 100);

export const mainIdSchema = z.string({ error: 'main_id is required' }).trim().min(1).max(64);
const withShop = { main_id: mainIdSchema };

export const OTP_PURPOSES = ['signup', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

// ---- forms (web) and bodies (API) ----

export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;
export const loginBodySchema = loginFormSchema.extend(withShop);
export type LoginBody = z.input<typeof loginBodySchema>;

export const emailFormSchema = z.object({ email: emailSchema });
export const sendOtpBodySchema = emailFormSchema.extend(withShop);
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;

export const resetEmailFormSchema = z.object({ email: resetEmailSchema });
export const resetSendOtpBodySchema = resetEmailFormSchema.extend(withShop);
export type ResetSendOtpBody = z.input<typeof resetSendOtpBodySchema>;

/** `purpose` picks the code to check: registration (default) or password reset. */
export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  purpose: z.enum(OTP_PURPOSES, { message: 'purpose must be signup or reset' }).default('signup'),
  ...withShop,
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/**
 * What verify-otp hands back and signup / reset-password must present: proof that this
 * caller (not just anyone who knows the e-mail) verified the code. Single use, short-lived,
 * bound to the e-mail and the purpose.
 */
export const verificationTokenSchema = requiredText(
  AUTH_MSG.otpNotVerified,
  1024,
  AUTH_MSG.verificationExpired,
);

/** Step 3 of registration; the email comes from step 1 and is shown read-only. */
export const signupFormSchema = z.object({
  email: emailSchema,
  mobile: registrationMobileSchema,
  full_name: fullNameSchema,
  password: passwordSchema,
});
export type SignupForm = z.input<typeof signupFormSchema>;
export const signupBodySchema = signupFormSchema.extend({
  verificationToken: verificationTokenSchema,
  ...withShop,
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** Step 3 of reset: the confirmation is checked in the browser only. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(
    (form) => form.newPassword === form.confirmPassword,
    issueOn('confirmPassword', AUTH_MSG.passwordsDoNotMatch),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
export const resetPasswordBodySchema = z.object({
  email: resetEmailSchema,
  newPassword: newPasswordSchema,
  verificationToken: verificationTokenSchema,
  ...withShop,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const googleSignupBodySchema = z.object({
  token: requiredText(AUTH_MSG.googleCredentialMissing, 8192, AUTH_MSG.googleTokenInvalid),
  ...withShop,
});
export type GoogleSignupBody = z.input<typeof googleSignupBodySchema>;

/**
 * Logout may name the device this browser registered for notifications (the deviceToken
 * it sent to register-token), so the server lets the device go with the session.
 */
export const logoutBodySchema = z
  .object({ deviceToken: z.string().max(DEVICE_TOKEN_MAX_LENGTH).optional() })
  .optional();
export type LogoutBody = z.input<typeof logoutBodySchema>;

export const mobileFormSchema = z.object({ mobile: mobileSchema });
export type MobileForm = z.input<typeof mobileFormSchema>;
export const updateMobileBodySchema = mobileFormSchema;

// ---- answers ----

/** The stored user of the spec: both id spellings, both name spellings. */
export const sessionUserSchema = z.object({
  user_id: z.string(),
  id: z.string(),
  full_name: z.string(),
  name: z.string(),
  email: z.string(),
  /** 10 digits, or '' when not given yet (accounts made through Google). */
  mobile: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The refresh token is never in a body: it travels only in the httpOnly cookie. */
export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  accessToken: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const googleSignupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema, accessToken: z.string() }),
});
export type GoogleSignupResponse = z.infer<typeof googleSignupResponseSchema>;

export const refreshResponseSchema = z.object({ user: sessionUserSchema, accessToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

/** The spec's answer plus the token the next step (signup or reset-password) presents. */
export const verifyOtpResponseSchema = successMessageSchema.extend({ verificationToken: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const signupResponseSchema = successMessageSchema.extend({ newUser: sessionUserSchema });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const userRecordSchema = sessionUserSchema.extend({ createdAt: z.string() });
export type UserRecord = z.infer<typeof userRecordSchema>;

export const updateMobileResponseSchema = successMessageSchema.extend({
  mobile: z.string().length(MOBILE_LENGTH),
});
export type UpdateMobileResponse = z.infer<typeof updateMobileResponseSchema>;

export const authConfigResponseSchema = z.object({ googleClientId: z.string().nullable() });
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
