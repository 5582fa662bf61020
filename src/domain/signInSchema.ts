import * as z from 'zod/mini';
import { PASSWORD_MIN } from './constants';

/**
 * The sign-in form's schema in zod/mini: the sign-in route is the first load, and the full zod
 * build stays in the lazily loaded screens.
 */
export const signInSchema = z.object({
  employeeId: z.string().check(z.trim(), z.minLength(1, 'Employee ID is required')),
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.minLength(PASSWORD_MIN, 'Password must be at least 6 characters long')),
});
export type SignInInput = z.infer<typeof signInSchema>;
