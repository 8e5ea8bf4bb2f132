/**
 * A place that holds files under keys (`logos/ab12.png`, `practiperu-20261129T101500Z/manifiesto.json`): a local
 * folder or a prefix of an S3-compatible bucket. The backups read the stored uploads from one and write the backup
 * to another, whichever kind each is (docs/operations.md).
 */
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { s3Client } from '../storage/s3.ts';

export interface Space {
  /** What to tell the operator about this place (never a secret: no keys, no passwords). */
  readonly description: string;
  /** Every key under `prefix` (all keys when empty), sorted. */
  list(prefix?: string): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes every key under `prefix` (a backup's folder). */
  removeAll(prefix: string): Promise<void>;
}

/** The same rule as the stored uploads': a key never climbs out of its space. */
export function safeKey(key: string): string {
  if (key === '' || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '' || part === '.'))
    throw new Error(`nombre de archivo inválido: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A local folder. `private`: folders 0700 and files 0600 whatever the umask (a backup holds people's data);
 * otherwise files get the modes the app's own uploads get.
 */
export function folderSpace(root: string, opts: { skip?: (relative: string) => boolean; private?: boolean } = {}): Space {
  const dirMode = opts.private ? { mode: 0o700 } : {};
  const fileMode = opts.private ? { mode: 0o600 } : {};
  const full = (key: string) => path.join(root, ...safeKey(key).split('/'));
  return {
    description: `carpeta ${root}`,
    async list(prefix = '') {
      const keys: string[] = [];
      const walk = async (dir: string, rel: string) => {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const e of entries) {
          const key = rel ? `${rel}/${e.name}` : e.name;
          if (opts.skip?.(key)) continue;
          if (e.isDirectory()) await walk(path.join(dir, e.name), key);
          else if (e.isFile()) keys.push(key);
        }
      };
      await walk(root, '');
      return keys.filter((k) => k.startsWith(prefix)).sort();
    },
    read: (key) => readFile(full(key)),
    async write(key, bytes) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true, ...dirMode });
      await writeFile(file, bytes, fileMode);
    },
    async removeAll(prefix) {
      const rel = prefix.replace(/\/+$/, '');
      const target = rel === '' ? root : full(rel);
      const st = await lstat(target).catch(() => null);
      if (st) await rm(target, { recursive: true, force: true });
    },
  };
}

export interface S3SpaceOptions {
  bucket: string;
  /** Keys live under this prefix ('' or ending with '/'). */
  prefix?: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function s3Space(opts: S3SpaceOptions): Space {
  const client = s3Client(opts);
  const Bucket = opts.bucket;
  const base = opts.prefix ?? '';
  const listAll = async (prefix: string) => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const res = await client.send(new ListObjectsV2Command({ Bucket, Prefix: base + prefix, ContinuationToken }));
      for (const o of res.Contents ?? []) if (o.Key && !o.Key.endsWith('/')) keys.push(o.Key.slice(base.length));
      ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  };
  return {
    description: `bucket s3://${Bucket}/${base}`,
    list: (prefix = '') => listAll(prefix),
    async read(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: base + safeKey(key) }));
      if (!res.Body) throw new Error(`objeto vacío: ${key}`);
      return Buffer.from(await res.Body.transformToByteArray());
    },
    async write(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: base + safeKey(key), Body: bytes }));
    },
    async removeAll(prefix) {
      const keys = await listAll(prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((k) => ({ Key: base + k }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
  };
}
