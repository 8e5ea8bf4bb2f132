/**
 * The storage adapter for an S3-compatible object store (S3_BUCKET; AWS S3, MinIO, Cloudflare R2, DigitalOcean
 * Spaces…), for several API processes on several hosts (docs/deployment.md). Files keep the names the local folder
 * gives them (`logos/<random>.png`), so the stored names and the URLs the API answers (`/uploads/<name>`) do not
 * change: the API answers such a URL, and a premium file link once checked, with a redirect to a short-lived
 * signed URL of the object.
 */
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset: AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** The same rule as the local folder's: a stored name never climbs out of its space. */
function safe(name: string): string {
  if (name.startsWith('/') || name.split('/').some((part) => part === '..' || part === '')) throw new Error('ruta de archivo inválida');
  return name;
}

/** A client for the bucket's server, as the uploads and the backups both reach it. */
export function s3Client(opts: Omit<S3StorageOptions, 'bucket'>): S3Client {
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: compatible servers do not all read the SDK's newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(opts: S3StorageOptions): Storage {
  const client = s3Client(opts);
  const Bucket = opts.bucket;
  return {
    async save(folder, bytes, extension) {
      const name = safe(`${folder}/${randomBytes(16).toString('hex')}.${extension}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: TYPES[extension] ?? 'application/octet-stream' }),
      );
      return name;
    },
    async remove(name) {
      if (!name) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: safe(name) }));
    },
    url: (name) => `/uploads/${name}`,
    async read(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: safe(name) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    signedUrl: (name, seconds, opts) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: safe(name),
          ...(opts?.filename ? { ResponseContentDisposition: `inline; filename="${opts.filename}"` } : {}),
        }),
        { expiresIn: seconds },
      ),
  };
}
