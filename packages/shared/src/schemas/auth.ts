import { z } from './zod.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '../constants.ts';

/** Login payload of `loginPostulant`, `loginRecruiter` and `loginAdmin` (spec §3). */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Requerido' })
    .trim()
    .min(1, 'Requerido')
    .max(EMAIL_MAX, 'Máximo 255 caracteres')
    .pipe(z.email('No se reconoce como correo')),
  password: z.string({ error: 'Requerido' }).min(1, 'Requerido').max(PASSWORD_MAX, 'Máximo 40 caracteres'),
});
export type LoginInput = z.infer<typeof loginSchema>;
