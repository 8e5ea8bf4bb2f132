// Starts the real server for the browser journeys on a fresh embedded database (a new temporary DATA_DIR).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'practiperu-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The journeys log in many times, and call the API fast, from one address.
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000',
    RATE_LIMIT_REGISTRATION_PER_15_MINUTES: '1000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
