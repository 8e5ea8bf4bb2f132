/**
 * `npm run admin:create -- --email ana@practiperu.pe [--password …] [--nombres Ana --apellidos Torres]`
 *
 * Creates an administrator, or updates that one (password, reactivation), on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, PGlite serves one process). The password
 * may come from --password, from ADMIN_PASSWORD, or is asked for (not echoed). Decision 012.
 */
import { NEW_PASSWORD_MESSAGE, NEW_PASSWORD_PATTERN } from '@practiperu/shared/cuenta';
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { assertNoOtherServer } from '../src/backup/pglite.ts';
import { openDatabase } from '../src/db/client.ts';
import { ensureAdmin } from '../src/modules/admin/primer-admin.ts';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      // Only the question is shown; typed characters are not echoed.
      if (s.startsWith(question)) write.call(rl, question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      nombres: { type: 'string' },
      apellidos: { type: 'string' },
    },
  });
  const config = loadConfig();
  const correo = values.email ?? config.ADMIN_EMAIL;
  if (!correo || !z.email().safeParse(correo).success) {
    throw new Error('Indique un correo válido: npm run admin:create -- --email ana@practiperu.pe');
  }
  const clave = values.password ?? config.ADMIN_PASSWORD ?? (await askHidden(`Contraseña para ${correo}: `));
  if (!NEW_PASSWORD_PATTERN.test(clave)) throw new Error(NEW_PASSWORD_MESSAGE);

  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    // A running server holds the embedded database: opening it from here too could corrupt it.
    await assertNoOtherServer(config.DATA_DIR);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const resultado = await ensureAdmin(database.db, { correo, clave, nombres: values.nombres, apellidos: values.apellidos });
    const texto = {
      creado: 'Administrador creado',
      actualizado: 'Administrador actualizado',
      'sin cambios': 'El administrador ya existía, sin cambios',
    };
    console.log(`${texto[resultado]}: ${correo}. Ingrese en ${config.publicUrl}/admin/inicio-sesion`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
