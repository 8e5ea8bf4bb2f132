import { ROLE, TIME_ZONE } from '@practiperu/shared/constants';
import type { Area } from '@practiperu/shared/paths';

/** The look of every PractiPerú e-mail: one Spanish HTML layout (inline styles, as mail clients need) and its text twin. */
export interface MailContent {
  subject: string;
  /** Short text shown by mail clients beside the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  /** A list after the paragraphs whose titles are links (offers): `• title — detail: url` in the text twin. */
  items?: MailItem[];
  action?: { label: string; url: string };
  /** Lines after the button (validity, "if it wasn't you…"). */
  notes?: string[];
  /** Marketing mails only (job alerts, announcements); transactional mails carry no unsubscribe link. */
  unsubscribeUrl?: string;
}

export interface MailItem {
  title: string;
  url: string;
  detail?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  links: string[];
  /** Small text files sent with it (an interview's .ics). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function renderMail(content: MailContent): RenderedMail {
  // A long unbroken word (a company's template may hold one) wraps instead of widening the mail (walk w36).
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(t)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#c81e3a">
         <a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:700;color:#ffffff;text-decoration:none">${escapeHtml(content.action.label)}</a>
       </td></tr></table>
       <p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:#a8172f;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const items = content.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;color:#1e293b">${content.items
        .map(
          (i) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(i.url)}" style="color:#a8172f;font-weight:700">${escapeHtml(i.title)}</a>${i.detail ? ` — ${escapeHtml(i.detail)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const notes = (content.notes ?? [])
    .map((n) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(n)}</p>`)
    .join('');
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">¿No quieres recibir estos mensajes? <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#64748b">Darte de baja</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#c81e3a;padding:20px 28px;font-size:20px;font-weight:800;color:#ffffff">PractiPerú</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:17px;font-weight:700;color:#0f172a">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map(p).join('\n')}
${items}
${button}
${notes}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;color:#94a3b8">PractiPerú · Prácticas preprofesionales y profesionales en todo el Perú${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
  const cuerpo = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((t) => [t, '']),
    ...(content.items ?? []).flatMap((i) => [`• ${i.title}${i.detail ? ` — ${i.detail}` : ''}: ${i.url}`, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes ?? []),
  ];
  // One blank line before the signature, whether the mail ends with a paragraph (already followed by one) or a note.
  while (cuerpo.at(-1) === '') cuerpo.pop();
  const text = [...cuerpo, '', '— PractiPerú', ...(content.unsubscribeUrl ? ['', `Darte de baja: ${content.unsubscribeUrl}`] : [])].join(
    '\n',
  );
  const links = [...(content.items ?? []).map((i) => i.url), content.action?.url, content.unsubscribeUrl].filter((l): l is string => !!l);
  return { subject: content.subject, html, text, links };
}

// ------------------------------------------------------------------ words every mail uses

/** "Hola, Rosa:" with the first of the person's names, "Hola:" without one. */
export function saludo(nombres: string): string {
  const nombre = nombres.trim().split(/\s+/)[0];
  return nombre ? `Hola, ${nombre}:` : 'Hola:';
}

const fechaHora = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

/** "12 de setiembre de 2026 a las 10:30 a. m. (hora de Lima)". */
export function formatFechaHoraLima(date: Date): string {
  return `${fechaHora.format(date)} (hora de Lima)`;
}

// What the mails with a link share (registration's confirmation, password recovery).

/** The web area of a role: where its confirmation and recovery pages live. */
export function areaOfRole(rol: number): Area {
  if (rol === ROLE.RECLUTADOR) return 'empresas';
  if (rol === ROLE.ADMIN) return 'admin';
  return 'postulantes';
}

/** "7 días", "1 hora", "30 minutos": how long a link lasts, for the notes under the button. */
export function lifetimeText(ms: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (ms % 86_400_000 === 0) return plural(ms / 86_400_000, 'día', 'días');
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hora', 'horas');
  return plural(Math.round(ms / 60_000), 'minuto', 'minutos');
}
