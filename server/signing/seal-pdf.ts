import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { cmsSignedData } from './cms-signed-data';
import type { OfficeCertificate } from './office-certificate';

/** What a seal says about itself, shown by a PDF reader beside the signature. */
export interface SealOptions {
  certificate: OfficeCertificate;
  /** Why the document is sealed, e.g. "Signed by the client through Lishka". */
  reason: string;
  /** Where: the office's name or town. */
  location: string;
  /** Who seals: the office's name. */
  name: string;
  /** How to reach the office (an e-mail or phone); empty when not given. */
  contactInfo?: string;
  /** When the seal is made; now when not given. */
  signingTime?: Date;
}

// Room for the CMS in the signature's /Contents: the signature and certificate take ~1.5 kB, a real chain several more.
const SIGNATURE_LENGTH = 16_384;

/** Signs with the office's certificate: detached CMS, PAdES-B-B attributes. */
class OfficeSigner extends Signer {
  constructor(private readonly certificate: OfficeCertificate) {
    super();
  }

  override sign(content: Buffer): Promise<Buffer> {
    return Promise.resolve(cmsSignedData(content, this.certificate));
  }
}

/** The PDF sealed by the office's certificate: a signature field added, the whole file signed (ETSI.CAdES.detached). */
export async function sealPdf(pdfBytes: Uint8Array, { certificate, reason, location, name, contactInfo = '', signingTime = new Date() }: SealOptions): Promise<Buffer> {
  // pdf-lib rewrites the whole file, which would break a signature already in it (a second one needs an incremental update).
  if (Buffer.from(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.byteLength).includes('/ByteRange')) {
    throw new Error('The PDF is already signed: sealing it again would break its signature');
  }
  const pdfDoc = await PDFDocument.load(pdfBytes);
  pdflibAddPlaceholder({
    pdfDoc,
    reason,
    location,
    name,
    contactInfo,
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Lishka',
  });
  // The placeholder's /ByteRange must be found by text: no object streams.
  const withPlaceholder = await pdfDoc.save({ useObjectStreams: false });
  return new SignPdf().sign(Buffer.from(withPlaceholder), new OfficeSigner(certificate), signingTime);
}
