import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * The sealing certificate and its key, as the signer and the verifier use them.
 *
 * Settings (environment): SEAL_P12_PATH names a PKCS#12 file holding a real certificate and its key (from a
 * certification authority); SEAL_P12_PASSPHRASE is that file's passphrase (empty when unset). Without SEAL_P12_PATH the
 * installation seals with a self-signed certificate made at first use and kept in the data folder.
 */
export interface OfficeCertificate {
  /** The signing certificate, DER. */
  certificateDer: Buffer;
  /** Certificates of the chain above the signing certificate (a real certificate's issuers), DER; empty when self-signed. */
  chainDer: Buffer[];
  /** The signing key, PKCS#8 PEM. */
  privateKeyPem: string;
  /** SHA-256 of certificateDer, lower-case hex. */
  fingerprint: string;
  /** The certificate's subject common name. */
  commonName: string;
}

/** The file in the data folder that keeps the self-signed sealing certificate. */
export const SEAL_CERTIFICATE_FILE = 'seal-certificate.p12';

const COMMON_NAME = 'Lishka document seal';
// PKCS#12 bag types (RFC 7292): a key, a passphrase-locked key, a certificate.
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const VALID_YEARS = 20;

interface CertificateOptions {
  /** The server's data folder (config.dataDir). */
  dataDir: string;
  /** The installation's name, added to the subject's common name of a certificate made here. */
  installationName?: string;
  env?: NodeJS.ProcessEnv;
}

const loaded = new Map<string, OfficeCertificate>();

/** The installation's sealing certificate: the configured PKCS#12 file, or the self-signed one in dataDir (made once). */
export function officeCertificate({ dataDir, installationName, env = process.env }: CertificateOptions): OfficeCertificate {
  const configured = env.SEAL_P12_PATH;
  const path = configured || join(dataDir, SEAL_CERTIFICATE_FILE);
  const cached = loaded.get(path);
  if (cached) return cached;
  if (!configured && !existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    // Kept without a passphrase of its own: one stored beside it would protect nothing; the file's mode does, as for session-secret.
    try {
      writeFileSync(path, selfSignedP12(installationName ? `${COMMON_NAME} – ${installationName}` : COMMON_NAME, ''), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: that one is the installation's.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const certificate = readP12(readFileSync(path), configured ? (env.SEAL_P12_PASSPHRASE ?? '') : '');
  loaded.set(path, certificate);
  return certificate;
}

/** A new self-signed RSA sealing certificate with its key, as PKCS#12 bytes locked by the passphrase. */
export function selfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + VALID_YEARS * 365.25 * 24 * 3600_000);
  const subject = [{ name: 'commonName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The key and certificates in PKCS#12 bytes; the signing certificate is the one whose public key matches the key. */
export function readP12(bytes: Buffer, passphrase: string): OfficeCertificate {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), false, passphrase);
  const keyBags = [SHROUDED_KEY_BAG, KEY_BAG].flatMap((bagType) => p12.getBags({ bagType })[bagType] ?? []);
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('The sealing PKCS#12 file holds no private key (or the passphrase is wrong)');
  const certs = (p12.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const signing = certs.find((cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
  if (!signing) throw new Error('The sealing PKCS#12 file holds no certificate for its private key');
  const der = (cert: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const certificateDer = der(signing);
  return {
    certificateDer,
    chainDer: certs.filter((cert) => cert !== signing).map(der),
    privateKeyPem: forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
    fingerprint: createHash('sha256').update(certificateDer).digest('hex'),
    commonName: commonNameOf(signing),
  };
}

/** The subject's common name, decoded from UTF-8 when stored so. */
export function commonNameOf(cert: forge.pki.Certificate): string {
  const field = cert.subject.getField('CN') as { value?: string; valueTagClass?: number } | null;
  if (!field?.value) return '';
  return field.valueTagClass === (forge.asn1.Type.UTF8 as number) ? forge.util.decodeUtf8(field.value) : field.value;
}
