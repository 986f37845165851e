import { z } from 'zod';

/** The spec's validation messages (section 5); the forms and the server use the same ones. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  passwordsDontMatch: "Passwords don't match",
  required: 'Required',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const NAME_MIN = 2;

const email = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.invalidEmail));
const password = z
  .string({ message: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const name = (message: string) => z.string({ message }).trim().min(NAME_MIN, message).max(100);

export const roleSchema = z.enum(['user', 'manager']);
export type Role = z.infer<typeof roleSchema>;

/**
 * Why `/auth/google` sent the browser back to `/auth?error=…`: the sign-in failed (the reason is
 * logged, never shown), or Google sign-in is not set up on this server.
 */
export const GOOGLE_SIGN_IN_ERROR = {
  failed: 'google',
  unavailable: 'google_unavailable',
} as const;

/** The signed-in user as every auth call answers it. */
export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email,
  password,
  firstName: name(AUTH_MESSAGES.firstNameMin),
  lastName: name(AUTH_MESSAGES.lastNameMin),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The sign-up form: the request plus a confirmation that must match (error on that field). */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Signed in: `email` may be omitted (the session's user is used). Signed out: it is required. */
export const resendVerificationRequestSchema = z.object({ email: email.optional() });

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1) });
export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1), password });
export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** Calls that only confirm something answer a sentence to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The 403 every credit-spending or AI call answers to a user whose email is not verified. */
export const verificationRequiredSchema = z.object({
  requiresVerification: z.literal(true),
  error: z.literal('email_verification_required'),
  message: z.string(),
});
