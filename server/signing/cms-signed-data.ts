import { createHash, sign } from 'node:crypto';
import forge from 'node-forge';
import type { OfficeCertificate } from './office-certificate';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

/** The object identifiers a seal's CMS names. */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
const seq = (values: Asn1[]) => asn1.create(U, T.SEQUENCE, true, values);
const set = (values: Asn1[]) => asn1.create(U, T.SET, true, values);
const oid = (id: string) => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(U, T.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(value).getBytes());
const algorithm = (id: string) => seq([oid(id), asn1.create(U, T.NULL, false, '')]);
const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);
const fromDer = (bytes: Buffer) => asn1.fromDer(bytes.toString('binary'));
/** DER bytes of an ASN.1 value. */
export const toDer = (value: Asn1) => Buffer.from(asn1.toDer(value).getBytes(), 'binary');

/**
 * The signed attributes PAdES-B-B asks for (ETSI EN 319 142-1): content type, message digest and the ESS
 * signing-certificate-v2 binding the signing certificate; no signing-time (the signature dictionary's /M carries it).
 * Already in DER order (a SET OF sorts its members by their encoding: these three differ first in their length).
 */
function signedAttributes(digest: Buffer, certificateDer: Buffer): Asn1 {
  const certHash = createHash('sha256').update(certificateDer).digest();
  return set([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(digest)),
    // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash } }: SHA-256 is the default hash, so it is left out.
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash)])])])),
  ]);
}

/** A detached CMS SignedData (RSA with SHA-256) over content, signed by the certificate's key, DER. */
export function cmsSignedData(content: Buffer, certificate: OfficeCertificate): Buffer {
  const digest = createHash('sha256').update(content).digest();
  const attributes = signedAttributes(digest, certificate.certificateDer);
  // The signature covers the attributes encoded as a SET; the SignerInfo carries them tagged [0] IMPLICIT.
  const signature = sign('sha256', toDer(attributes), certificate.privateKeyPem);
  const taggedAttributes = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes.value as Asn1[]);
  const cert = fromDer(certificate.certificateDer);
  // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version, serialNumber, signature, issuer, ... } }
  const tbs = (cert.value as Asn1[])[0]!.value as Asn1[];
  const first = tbs[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0; // the version is absent from a v1 certificate
  const issuerAndSerial = seq([tbs[first + 2]!, tbs[first]!]);
  const signerInfo = seq([integer(1), issuerAndSerial, algorithm(OID.sha256), taggedAttributes, algorithm(OID.rsaEncryption), octets(signature)]);
  const certificates = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [cert, ...certificate.chainDer.map(fromDer)]);
  const signedData = seq([integer(1), set([algorithm(OID.sha256)]), seq([oid(OID.data)]), certificates, set([signerInfo])]);
  return toDer(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}
