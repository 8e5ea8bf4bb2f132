/**
 * `npm start`'s table of demo accounts: every account in full with its login page and the password, whether the
 * output is a terminal or a file (the README's quick start sends the reader there).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo.ts';
import { demoAccountLines } from './start-banner.ts';

const URL = 'http://localhost:3000';

describe('the demo accounts printed at start', () => {
  it('each account in full, with its login page and the password', () => {
    const text = demoAccountLines(URL).join('\n');
    expect(text).toContain(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) expect(text).toContain(`${a.correo.padEnd(20)} ${URL}${a.login}`);
  });
});
