/** Where an S3-compatible store is and how to sign in to it: what `STORAGE_URL` says. */
export interface S3StorageSettings {
  /** The server's address, such as `https://s3.il-central-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Absent: the AWS SDK's own chain (environment, shared files, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The shape of the setting, for messages and the README. */
export const STORAGE_URL_FORMAT = 's3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[?region=us-east-1&tls=true]';

const DEFAULT_REGION = 'us-east-1';
// S3's rules for bucket names (the dotted ones are refused too: they break TLS certificates).
const BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;

function refuse(problem: string): never {
  throw new Error(`STORAGE_URL must look like ${STORAGE_URL_FORMAT}: ${problem}`);
}

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return refuse(`the ${what} is not URL-encoded correctly`);
  }
}

/**
 * Reads `STORAGE_URL` (STORAGE_URL_FORMAT): keys URL-encoded, path-style addressing, TLS unless `tls=false`.
 * A malformed setting throws an Error saying what is wrong, never repeating the secret key.
 */
export function parseStorageUrl(setting: string): S3StorageSettings {
  if (!URL.canParse(setting)) refuse('it is not a URL (URL-encode any / + @ : in the keys)');
  const url = new URL(setting);
  if (url.protocol !== 's3:') refuse(`the scheme is "${url.protocol.replace(/:$/, '')}", not s3`);
  if (!url.hostname) refuse('it names no host');
  const bucket = decoded(url.pathname.replace(/^\/+|\/+$/g, ''), 'bucket');
  if (!BUCKET.test(bucket)) refuse(bucket ? `"${bucket}" is not a bucket name (3-63 of a-z 0-9 -)` : 'it names no bucket');
  const unknown = [...url.searchParams.keys()].filter((name) => name !== 'region' && name !== 'tls');
  if (unknown.length) refuse(`unknown option ${unknown.map((name) => `"${name}"`).join(', ')} (only region and tls)`);
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (!REGION.test(region)) refuse(`"${region}" is not a region name`);
  const tls = url.searchParams.get('tls') ?? 'true';
  if (tls !== 'true' && tls !== 'false') refuse(`tls must be true or false, not "${tls}"`);
  if (Boolean(url.username) !== Boolean(url.password)) refuse('give both the access key and the secret key, or neither');
  const endpoint = `${tls === 'true' ? 'https' : 'http'}://${url.host}`;
  const credentials = url.username ? { accessKeyId: decoded(url.username, 'access key'), secretAccessKey: decoded(url.password, 'secret key') } : undefined;
  return { endpoint, bucket, region, ...(credentials ? { credentials } : {}) };
}
