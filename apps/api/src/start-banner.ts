/**
 * The lines `npm start` prints once listening (server.ts). The demo accounts' table is for the person who ran it (the
 * README tells them to read it there), so their addresses are printed in full only to a terminal. When standard output
 * is a file, journald or a pipe it is a log like any other, and the log's rule holds: every address keeps only its
 * domain (docs/security.md "Logs", lib/log-redact.ts).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo.ts';
import { redactEmails } from './lib/log-redact.ts';

export function demoAccountLines(url: string, toTerminal: boolean): string[] {
  const lines = ['', `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`];
  for (const a of DEMO_ACCOUNTS) {
    const correo = toTerminal ? a.correo : redactEmails(a.correo);
    lines.push(`  ${a.area.padEnd(15)} ${correo.padEnd(20)} ${url}${a.login}`);
  }
  if (!toTerminal) lines.push('  (los correos completos están en el README, "Demo accounts")');
  return lines;
}
