/**
 * The lines `npm start` prints once listening (server.ts): the demo accounts, in full, with their password and login
 * pages. They are public (the README lists them) and exist only outside production (production refuses demo data), so
 * the log's rule of keeping only an address's domain (docs/security.md "Logs") does not hide them: whoever reads the
 * output, on a terminal or from a file, needs them to sign in.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo.ts';

export function demoAccountLines(url: string): string[] {
  const lines = ['', `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`];
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.area.padEnd(15)} ${a.correo.padEnd(20)} ${url}${a.login}`);
  return lines;
}
