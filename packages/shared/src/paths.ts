/** Every URL of the web app, built in one place (bulletproof-react `config/paths.ts`). */
export type Area = 'postulantes' | 'empresas' | 'admin';

export const paths = {
  home: '/',
  notFound: '/404',
  terms: '/terminos',
  about: '/nosotros',
  privacy: '/politica-de-privacidad',
  /** The public search of open offers; each offer's page is `rutaPublica` of schemas/postulacion. */
  ofertas: '/ofertas',
  /** Development outbox (decision 008): not in production. */
  devOutbox: '/dev/correos',
  postulantes: {
    home: '/postulantes/',
    login: '/postulantes/inicio-sesion',
    register: '/postulantes/registrarse',
    registerContinue: '/postulantes/registrarse/continuar',
    recover: '/postulantes/recuperar-cuenta',
    curriculum: '/postulantes/curriculum',
    curriculumUpdate: '/postulantes/curriculum/actualizar',
    curriculumComplete: '/postulantes/curriculum/complete',
    ofertas: '/postulantes/nuevas-ofertas',
    postulaciones: '/postulantes/mis-postulaciones',
    /** The page an interview mail's link opens (no session needed). */
    entrevista: (token: string) => `/postulantes/entrevista/${token}`,
    /** Guardadas: the offers the applicant saved (docs/team.md). */
    guardadas: '/postulantes/guardadas',
    account: '/postulantes/cuenta/',
    accountPassword: '/postulantes/cuenta/actualizar-clave',
    accountEmail: '/postulantes/cuenta/actualizar-correo',
    accountDelete: '/postulantes/cuenta/eliminar',
    /** The rights of Ley 29733: requests and their answers (docs/privacy.md); `?tipo=` preselects the kind. */
    accountRights: '/postulantes/cuenta/derechos',
    /** The link of a company's invitation to apply (talent pool): `/{token}` opts out of such invitations. */
    bajaInvitaciones: '/postulantes/invitaciones/baja',
    membership: '/postulantes/membresia/',
    premiumContent: '/postulantes/contenido-premium/',
    premiumUpgrade: '/postulantes/actualizar-premium',
  },
  empresas: {
    home: '/empresas/',
    login: '/empresas/inicio-sesion',
    register: '/empresas/registrarse',
    registerContinue: '/empresas/registrarse/continuar',
    recover: '/empresas/recuperar-cuenta',
    account: '/empresas/cuenta',
    accountUpdate: '/empresas/cuenta/actualizar',
    accountContact: '/empresas/cuenta/actualizar-contacto',
    accountPassword: '/empresas/cuenta/actualizar-clave',
    accountEmail: '/empresas/cuenta/actualizar-correo',
    accountDelete: '/empresas/cuenta/eliminar',
    accountRights: '/empresas/cuenta/derechos',
    /** How this seat hears of new applicants (docs/team.md). */
    avisos: '/empresas/cuenta/avisos',
    /** The company's own mails to applicants when their status changes (docs/team.md). */
    correos: '/empresas/cuenta/correos',
    /** The team's interviews, a week at a time (docs/team.md "Interviews"). */
    entrevistas: '/empresas/entrevistas',
    /** The company's dashboard: offers, applicants waiting, interviews, the team's work (docs/insights.md). */
    estadisticas: '/empresas/estadisticas',
    /** The talent pool: everyone who applied to any of the company's offers (docs/team.md). */
    bancoTalento: '/empresas/banco-talento',
    publish: '/empresas/publicar',
    publishFree: '/empresas/publicar/gratis',
    publishDestacado: '/empresas/publicar/destacado',
    publishDestacadoPago: '/empresas/publicar/destacado/pago',
    publishDestacadoDone: '/empresas/publicar/destacado/completado',
    misOfertas: '/empresas/mis-publicaciones/',
    /** The company's team and its audit trail (docs/team.md): administrators only. */
    equipo: '/empresas/equipo',
    actividad: '/empresas/actividad',
    /** The page an invitation's link opens. */
    unirse: (token: string) => `/empresas/unirse/${token}`,
    notFound: '/empresas/404',
  },
  admin: {
    home: '/admin/',
    login: '/admin/inicio-sesion',
    ofertas: '/admin/ofertas',
    pagos: '/admin/pagos',
    alerts: '/admin/alertas',
    templates: '/admin/plantillas',
    informativas: '/admin/informativas',
    announcements: '/admin/anuncios',
    premiumContent: '/admin/contenido',
    users: '/admin/usuarios',
    audit: '/admin/auditoria',
    /** The marketplace in figures (docs/insights.md). */
    estadisticas: '/admin/estadisticas',
    rights: '/admin/derechos',
    /** The administrator's own account: its second factor (docs/admin.md). */
    account: '/admin/cuenta',
  },
} as const;

/** The pages of one offer of Mis publicaciones. */
export function misOfertasPaths(id: number | string) {
  const base = `/empresas/mis-publicaciones/${id}`;
  return {
    detail: base,
    edit: `${base}/actualizar`,
    copy: `${base}/copiar`,
    copyDestacado: `${base}/copiar-destacado`,
    postulantes: `${base}/postulantes`,
  };
}

/**
 * A company's public page (decision 029): `/empresa/{slug}`, in the singular, beside (not inside) the companies'
 * own area `/empresas/…`, so that no company name can take one of that area's paths.
 */
export function empresaPublicaPath(slug: string): string {
  return `/empresa/${slug}`;
}

/** An offer as an applicant opens it: from Ofertas para ti, or from Mis postulaciones. */
export function postulanteOfertaPath(id: number | string, from: 'ofertas' | 'postulaciones' = 'ofertas'): string {
  return `${from === 'ofertas' ? '/postulantes/nuevas-ofertas' : '/postulantes/mis-postulaciones'}/${id}`;
}

export function areaHome(area: Area): string {
  return paths[area].home;
}

export function areaLogin(area: Area): string {
  return paths[area].login;
}

/** Only same-origin relative paths are accepted as a return target (`?volver=` after logging in). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return value;
}
