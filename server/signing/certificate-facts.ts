import type { participantRoles, participantStatuses } from '../../engine/signing/signing-state';
import type { SIGNATURE_METHODS } from '../modules/signing/signing.schemas';

/** A participant as the audit certificate lists them. */
export interface CertificateParticipant {
  name: string;
  email: string;
  role: (typeof participantRoles)[number];
  status: (typeof participantStatuses)[number];
  actedAt: Date | string | null;
  signatureMethod: (typeof SIGNATURE_METHODS)[number] | null;
}

/** One event of the trail (a row of signing_events). */
export interface CertificateEvent {
  /** The event's code: created, link_sent, viewed, signed… (certificate-labels.ts names each). */
  event: string;
  occurredAt: Date | string;
  participantName: string | null;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** What the audit certificate of a completed signing workflow states. */
export interface CertificateFacts {
  officeName: string;
  documentName: string;
  /** SHA-256 of the document as it was sent, lower-case hex. */
  documentSha256: string;
  workflowId: string;
  sentAt: Date | string | null;
  completedAt: Date | string;
  participants: CertificateParticipant[];
  /** The trail, oldest first. */
  events: CertificateEvent[];
  /** The certificate's languages, the first leading (its direction and the order of each bilingual label); he and en when empty. */
  languages: string[];
}
