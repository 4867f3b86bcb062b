import forge from 'node-forge';
import { OID, toDer } from './cms-signed-data';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

/** What a detached CMS SignedData's (first) signer signed, and with what. */
export interface CmsSigner {
  /** Node's name of the digest algorithm (sha256, sha384, sha512). */
  digestAlgorithm: string;
  /** The messageDigest signed attribute: the digest of the signed content. */
  messageDigest: Buffer;
  /** The signingCertificateV2 attribute's SHA-256 hash of the signer's certificate, when present with the default hash. */
  certificateHash?: Buffer;
  /** The signed attributes encoded as a SET, the bytes the signature covers. */
  signedAttributesDer: Buffer;
  signature: Buffer;
  /** The signer's certificate, found among the CMS's certificates by issuer and serial number, DER. */
  certificateDer: Buffer;
}

const DIGESTS: Record<string, string> = {
  [OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
const bytesOf = (node: Asn1 | undefined): Buffer => Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');
const oidOf = (node: Asn1 | undefined): string => (typeof node?.value === 'string' ? asn1.derToOid(node.value) : '');
// @types/node-forge knows only the old boolean second argument; forge 1.3+ takes options.
const fromDer = asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => Asn1;
const isTagged = (node: Asn1, type: number) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === type;

/** The signer of a DER CMS SignedData (trailing zero padding allowed), or undefined when it is not one this can read. */
export function readCms(der: Buffer): CmsSigner | undefined {
  const contentInfo = fromDer(der.toString('binary'), { parseAllBytes: false });
  const [contentType, wrapped] = children(contentInfo);
  if (oidOf(contentType) !== OID.signedData) return undefined;
  const signedData = children(children(wrapped)[0]);
  const certificates = children(signedData.find((node) => isTagged(node, 0)));
  const [, sid, digestAlgorithm, ...rest] = children(children(signedData.at(-1))[0]);
  const attributes = rest.find((node) => isTagged(node, 0));
  const digest = DIGESTS[oidOf(children(digestAlgorithm)[0])];
  if (!sid || !attributes || !digest) return undefined;
  const attribute = (type: string) => children(children(attributes).find((node) => oidOf(children(node)[0]) === type)?.value[1] as Asn1 | undefined)[0];
  // IssuerAndSerialNumber ::= SEQUENCE { issuer, serialNumber }; a certificate's tbsCertificate holds them as [version], serial, algorithm, issuer.
  const sidDer = toDer(sid);
  const signer = certificates.find((cert) => {
    const tbs = children(children(cert)[0]);
    const first = tbs[0] && isTagged(tbs[0], 0) ? 1 : 0;
    const [serial, , issuer] = tbs.slice(first);
    return serial && issuer && toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [issuer, serial])).equals(sidDer);
  });
  const essCertId = children(children(children(attribute(OID.signingCertificateV2))[0])[0]);
  return {
    digestAlgorithm: digest,
    messageDigest: bytesOf(attribute(OID.messageDigest)),
    // ESSCertIDv2 ::= SEQUENCE { hashAlgorithm DEFAULT sha256, certHash, issuerSerial OPTIONAL }: only the default hash is read.
    certificateHash: essCertId[0]?.type === asn1.Type.OCTETSTRING ? bytesOf(essCertId[0]) : undefined,
    signedAttributesDer: toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, children(attributes))),
    signature: bytesOf(rest.at(-1)),
    certificateDer: signer ? toDer(signer) : Buffer.alloc(0),
  };
}
