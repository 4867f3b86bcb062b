import { appendCertificate } from './append-certificate';
import type { CertificateFacts } from './certificate-facts';
import { certificatePages } from './certificate-pages';
import { flattenSignedFields } from './flatten-signed-fields';
import type { OfficeCertificate } from './office-certificate';
import { sealPdf } from './seal-pdf';
import type { SignedField } from './signed-field';

/** What completes a signing workflow's PDF. */
export interface CompletedSignedPdfInput {
  /** The document as it was sent. */
  original: Uint8Array;
  fields: SignedField[];
  facts: CertificateFacts;
  certificate: OfficeCertificate;
  /** When it is sealed; now when not given. */
  signingTime?: Date;
  /** The office's language, for the dates drawn in fields (see flattenSignedFields); Hebrew when not given. */
  language?: string;
}

// ASCII: a reader shows the seal's reason and location as it finds them, and not every reader decodes UTF-16 there.
const REASON = 'Signed through Lishka';

const sealOf = (pdf: Uint8Array, facts: CertificateFacts, certificate: OfficeCertificate, signingTime?: Date) =>
  sealPdf(pdf, { certificate, reason: REASON, location: facts.officeName, name: facts.officeName, signingTime });

/** The completed document: every field drawn in place, the audit certificate appended, the whole sealed by the office. */
export async function completedSignedPdf({ original, fields, facts, certificate, signingTime, language }: CompletedSignedPdfInput): Promise<Buffer> {
  const flattened = await flattenSignedFields(original, fields, { language });
  return sealOf(await appendCertificate(flattened, facts), facts, certificate, signingTime);
}

/** The audit certificate alone, sealed by the office (to download beside the document). */
export async function sealedCertificate({ facts, certificate, signingTime }: { facts: CertificateFacts; certificate: OfficeCertificate; signingTime?: Date }): Promise<Buffer> {
  return sealOf(await certificatePages(facts), facts, certificate, signingTime);
}
