import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { parseStorageUrl } from './s3-storage-url';

const SECRET = 'wJalr/XUtnFEMI+K7MDENG';
const ENCODED = encodeURIComponent(SECRET);

describe('parseStorageUrl', () => {
  it('reads the keys, host, bucket, region and TLS of an S3 address', () => {
    expect(parseStorageUrl('s3://AKIA1:s3cr3t@minio.internal:9000/office-files?region=il-central-1&tls=false')).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'office-files',
      region: 'il-central-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 's3cr3t' },
    });
  });

  it('uses TLS and us-east-1 by default, decodes URL-encoded keys, and leaves keys out when none are given', () => {
    expect(parseStorageUrl(`s3://AKIA1:${encodeURIComponent(SECRET)}@s3.il-central-1.amazonaws.com/files`)).toEqual({
      endpoint: 'https://s3.il-central-1.amazonaws.com',
      bucket: 'files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: SECRET },
    });
    expect(parseStorageUrl('s3://s3.example.com/files/?tls=true')).toEqual({ endpoint: 'https://s3.example.com', bucket: 'files', region: 'us-east-1' });
  });

  it.each([
    { setting: 'not a url', problem: 'it is not a URL (URL-encode any / + @ : in the keys)' },
    { setting: `s3://AKIA1:${SECRET}@s3.example.com/files`, problem: 'it is not a URL (URL-encode any / + @ : in the keys)' },
    { setting: `https://AKIA1:${ENCODED}@s3.example.com/files`, problem: 'the scheme is "https", not s3' },
    { setting: `s3://AKIA1:${ENCODED}@s3.example.com`, problem: 'it names no bucket' },
    { setting: `s3://AKIA1:${ENCODED}@s3.example.com/files/documents`, problem: '"files/documents" is not a bucket name' },
    { setting: `s3://AKIA1:${ENCODED}@s3.example.com/Files`, problem: '"Files" is not a bucket name' },
    { setting: `s3://AKIA1:${ENCODED}@s3.example.com/files?secure=false`, problem: 'unknown option "secure" (only region and tls)' },
    { setting: `s3://AKIA1:${ENCODED}@s3.example.com/files?tls=no`, problem: 'tls must be true or false, not "no"' },
    { setting: `s3://AKIA1:${ENCODED}@s3.example.com/files?region=IL%20central`, problem: '"IL central" is not a region name' },
    { setting: 's3://AKIA1@s3.example.com/files', problem: 'give both the access key and the secret key, or neither' },
    { setting: 's3://AKIA1:%E0%A4%A@s3.example.com/files', problem: 'the secret key is not URL-encoded correctly' },
  ])('refuses $setting, saying $problem and never the secret key', ({ setting, problem }) => {
    expect(() => parseStorageUrl(setting)).toThrow(`STORAGE_URL must look like s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[?region=us-east-1&tls=true]: ${problem}`);
    expect(() => parseStorageUrl(setting)).toThrow(expect.objectContaining({ message: expect.not.stringContaining(SECRET) }));
    expect(() => parseStorageUrl(setting)).toThrow(expect.objectContaining({ message: expect.not.stringContaining(ENCODED) }));
  });

  it('is read with the rest of the configuration, so a malformed one stops the server at start-up', () => {
    const base = { DATA_DIR: '/nonexistent/lishka-data', SESSION_SECRET: 'x'.repeat(32) };
    expect(readConfig(base).s3Storage).toBeUndefined();
    expect(readConfig({ ...base, STORAGE_URL: 's3://a:b@127.0.0.1:9000/files?tls=false' }).s3Storage).toMatchObject({ endpoint: 'http://127.0.0.1:9000', bucket: 'files' });
    expect(() => readConfig({ ...base, STORAGE_URL: 's3://a:b@127.0.0.1:9000' })).toThrow(/^STORAGE_URL must look like .*: it names no bucket$/);
  });
});
