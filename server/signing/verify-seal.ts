import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { commonNameOf, type OfficeCertificate } from './office-certificate';
import { readCms } from './read-cms';

/** What a PDF's seal says. */
export interface SealCheck {
  /** The PDF carries a signature. */
  isSealed: boolean;
  /** The signature is sound and covers the whole file as it is: not a byte changed or added since sealing. */
  isIntact: boolean;
  /** The signer's certificate is this installation's sealing certificate. */
  isOurs: boolean;
  /** When it was sealed, by the signature dictionary's /M. */
  signedAt?: Date;
  /** The signer certificate's common name. */
  signer?: string;
}

const NOT_SEALED: SealCheck = { isSealed: false, isIntact: false, isOurs: false };

// D:YYYYMMDDHHmmSS followed by Z, or by +HH'mm' / -HH'mm' (PDF 32000-1, 7.9.4); the time parts may be left out.
const PDF_DATE = /\/M\s*\(D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:(Z)|([+-])(\d{2})'?(\d{2})?'?)?\)/;

function pdfDate(text: string): Date | undefined {
  const match = PDF_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', , sign, offsetHours = '00', offsetMinutes = '00'] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return new Date(utc - (sign ? offset : 0));
}

function signerName(certificateDer: Buffer): string | undefined {
  if (certificateDer.length === 0) return undefined;
  try {
    return commonNameOf(forge.pki.certificateFromAsn1(forge.asn1.fromDer(certificateDer.toString('binary'))));
  } catch {
    // forge reads only RSA certificates; Node reads the rest (its subject escapes characters outside ASCII).
    return new X509Certificate(certificateDer).subject;
  }
}

/** Checks the PDF's last signature: the signed bytes' digest against its CMS, the CMS's signature, and whose it is. */
export function verifySeal(pdfBytes: Uint8Array, certificate: OfficeCertificate): SealCheck {
  const pdf = Buffer.from(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.byteLength);
  const at = pdf.lastIndexOf('/ByteRange');
  if (at === -1) return NOT_SEALED;
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.subarray(at, at + 200).toString('latin1'));
  if (!range) return { ...NOT_SEALED, isSealed: true };
  const [start, firstLength, second, secondLength] = range.slice(1).map(Number) as [number, number, number, number];
  const signed = { isSealed: true, isIntact: false, isOurs: false };
  if (start + firstLength + 2 > second || second + secondLength > pdf.length) return signed;
  // The signature dictionary: from its start before /ByteRange to a little past /Contents (its /M may be on either side).
  const signedAt = pdfDate(pdf.subarray(Math.max(0, pdf.lastIndexOf('<<', at)), second + 2000).toString('latin1'));
  const hex = pdf.subarray(start + firstLength + 1, second - 1).toString('latin1');
  let cms;
  try {
    cms = readCms(Buffer.from(hex, 'hex'));
  } catch {
    return { ...signed, signedAt };
  }
  if (!cms) return { ...signed, signedAt };
  const content = Buffer.concat([pdf.subarray(start, start + firstLength), pdf.subarray(second, second + secondLength)]);
  const isDigestRight = createHash(cms.digestAlgorithm).update(content).digest().equals(cms.messageDigest);
  const isWholeFile = start === 0 && second + secondLength === pdf.length;
  let isSignatureRight = false;
  if (cms.certificateDer.length > 0) {
    const isBoundCertificate = !cms.certificateHash || createHash('sha256').update(cms.certificateDer).digest().equals(cms.certificateHash);
    const publicKey = new X509Certificate(cms.certificateDer).publicKey;
    isSignatureRight = isBoundCertificate && verify(cms.digestAlgorithm, cms.signedAttributesDer, publicKey, cms.signature);
  }
  return {
    isSealed: true,
    isIntact: isDigestRight && isWholeFile && isSignatureRight,
    isOurs: cms.certificateDer.equals(certificate.certificateDer),
    signedAt,
    signer: signerName(cms.certificateDer),
  };
}
