import { randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import type { FileStorage } from './storage';

type S3Config = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * The bytes as objects in an S3-compatible bucket, under a random key (a name or a company never shows in
 * it). Without keys in the configuration the SDK's own chain (environment, instance role) signs.
 */
export function s3Storage(config: S3Config & { S3_BUCKET: string }): FileStorage {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const Bucket = config.S3_BUCKET;
  return {
    name: 's3',
    async keep(content, contentType) {
      const objectKey = `files/${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey, Body: content, ContentType: contentType }));
      return { storage: 's3', content: null, objectKey };
    },
    async read(_db, file) {
      if (!file.objectKey) throw new Error(`stored file ${file.id} has no object key`);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: file.objectKey }));
      if (!answer.Body) throw new Error(`object ${file.objectKey} has no body`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async discard(objectKeys) {
      for (let at = 0; at < objectKeys.length; at += DELETE_BATCH) {
        const Objects = objectKeys.slice(at, at + DELETE_BATCH).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
