/**
 * Login payload of `loginPostulant`, `loginRecruiter` and `loginAdmin` (email, password), checked by the login form
 * and by the API. Written with zod/mini: the login page is the first screen of every area and should stay small.
 */
import { EMAIL_MAX, PASSWORD_MAX } from '../constants.ts';
import { z } from './zod-mini.ts';

export const loginSchema = z.object({
  email: z.pipe(
    z.string({ error: 'Requerido' }).check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(EMAIL_MAX, 'Máximo 255 caracteres')),
    z.email('No se reconoce como correo'),
  ),
  password: z.string({ error: 'Requerido' }).check(z.minLength(1, 'Requerido'), z.maxLength(PASSWORD_MAX, 'Máximo 40 caracteres')),
});
export type LoginInput = z.infer<typeof loginSchema>;
