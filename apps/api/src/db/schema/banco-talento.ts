/**
 * The talent pool (docs/team.md, "Talent pool"; decision 067): the invitations a company sent to past applicants to
 * apply to one of its offers, and the applicants who asked not to receive them. The pool itself is no table: it is
 * read from the applications (so the retention run that anonymises old applications also takes people out of it).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oferta } from './ofertas.ts';
import { organizacion, postulante, usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One invitation: once per offer and person. `token_hash` is the SHA-256 of the opt-out link's token (the link works
 * without a session). Deleted with the offer, the company or the applicant's account, and by the retention run.
 */
export const invitacionTalento = pgTable(
  'invitacion_talento',
  {
    id: serial('id').primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    postulante_id: integer('postulante_id')
      .notNull()
      .references(() => postulante.id, { onDelete: 'cascade' }),
    invitado_por: integer('invitado_por').references(() => usuario.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitacion_talento_oferta_postulante_uq').on(t.oferta_id, t.postulante_id),
    uniqueIndex('invitacion_talento_token_uq').on(t.token_hash),
    index('invitacion_talento_organizacion_idx').on(t.organizacion_id, t.creado_en),
    index('invitacion_talento_postulante_idx').on(t.postulante_id, t.creado_en),
  ],
);

/** An applicant who does not receive invitations from companies (the link of an invitation, or Mi cuenta). */
export const bajaInvitacionTalento = pgTable(
  'baja_invitacion_talento',
  {
    postulante_id: integer('postulante_id')
      .primaryKey()
      .references(() => postulante.id, { onDelete: 'cascade' }),
    /** Where it was asked: 'enlace' (the mail's link) or 'cuenta' (Mi cuenta). */
    origen: text('origen').$type<'enlace' | 'cuenta'>().notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [check('baja_invitacion_talento_origen_ck', sql`${t.origen} in ('enlace', 'cuenta')`)],
);
