/** The talent pool (docs/team.md): the company's page and the applicant's switch in Mi cuenta (the mail's opt-out page is cuenta's). */
export { BancoTalentoPage, bancoTalentoLoader } from './banco-talento-page';
export { InvitacionesToggle } from './invitaciones-toggle';
