/**
 * `npm start`'s table of demo accounts: whoever ran it reads the addresses in full on the terminal (the README sends
 * them there); standard output kept in a file or journald is a log, and keeps only each address's domain.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo.ts';
import { demoAccountLines } from './start-banner.ts';

const URL = 'http://localhost:3000';

describe('the demo accounts printed at start', () => {
  it('on a terminal: each account in full, with its login page and the password', () => {
    const text = demoAccountLines(URL, true).join('\n');
    expect(text).toContain(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) expect(text).toContain(`${a.correo.padEnd(20)} ${URL}${a.login}`);
  });

  it('into a file or journald: no address in full, each row still names its area and login page', () => {
    const text = demoAccountLines(URL, false).join('\n');
    for (const a of DEMO_ACCOUNTS) {
      expect(text).not.toContain(a.correo);
      expect(text).toContain(`${a.area.padEnd(15)} ${'***@demo.pe'.padEnd(20)} ${URL}${a.login}`);
    }
    expect(text).toContain('README');
  });
});
