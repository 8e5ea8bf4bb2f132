import type { z } from 'zod';
import type { sessionUser } from './api/auth.ts';

/** What `POST /api/auth/mySession` returns in data[0]: the signed-in user (its fields are described in api/auth.ts). */
export type SessionUser = z.input<typeof sessionUser>;
