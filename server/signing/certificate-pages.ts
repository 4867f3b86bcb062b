import { PDFDocument, rgb } from 'pdf-lib';
import { embedTextFont } from '../pdf/fonts';
import { officeBand, numberPages } from '../pdf/page-frame';
import type { CertificateFacts } from './certificate-facts';
import { utcTime, shortUserAgent } from './certificate-format';
import { CERTIFICATE_LABELS as L, certificateLanguages, eventLabel, METHOD_LABELS, ROLE_LABELS, STATUS_LABELS, type Label } from './certificate-labels';
import { CertificateSheet, MUTED, type CellLine } from './certificate-sheet';

const SUMMARY_FILL = rgb(0.96, 0.97, 0.98);

/** The audit certificate of a completed signing workflow, alone: A4 pages in Hebrew and English, numbered. */
export async function certificatePages(facts: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [lead, other] = certificateLanguages(facts.languages) as [keyof Label, keyof Label];
  const isRtl = lead === 'he';
  const font = await embedTextFont(doc);
  const band = await officeBand(doc, font, { name: facts.officeName }, isRtl);
  const sheet = new CertificateSheet(doc, font, isRtl, band);
  // A label in both languages: the leading one, then the other smaller and muted below it.
  const both = (label: Label, size = 8.5): CellLine[] => [{ text: label[lead], size }, { text: label[other], size: size - 1, color: MUTED }];
  const value = (text: string, size = 8.5): CellLine[] => [{ text, size }];
  doc.setTitle(`${L.title[lead]} – ${facts.documentName}`);
  doc.setLanguage(lead);

  sheet.space(6);
  sheet.centred({ text: L.title[lead], size: 20 });
  sheet.centred({ text: L.title[other], size: 13, color: MUTED });
  sheet.space(10);
  sheet.paragraph({ text: L.intro[lead], size: 8.5 });
  sheet.paragraph({ text: L.intro[other], size: 8, color: MUTED });
  sheet.space(12);

  sheet.heading(L.summary[lead], L.summary[other]);
  sheet.table({
    columns: [0.3, 0.7],
    fill: SUMMARY_FILL,
    rows: [
      [both(L.documentName), value(facts.documentName, 10)],
      [both(L.sha256), value(facts.documentSha256, 8)],
      [both(L.workflowId), value(facts.workflowId)],
      [both(L.office), value(facts.officeName)],
      [both(L.sentAt), value(`${utcTime(facts.sentAt)} UTC`)],
      [both(L.completedAt), value(`${utcTime(facts.completedAt)} UTC`)],
    ],
  });
  sheet.space(16);

  sheet.heading(L.participants[lead], L.participants[other]);
  sheet.table({
    columns: [0.33, 0.14, 0.13, 0.21, 0.19],
    header: [both(L.participant), both(L.role), both(L.status), both(L.actedAt), both(L.method)],
    rows: facts.participants.map((participant) => [
      [{ text: participant.name }, { text: participant.email, size: 7.5, color: MUTED }],
      both(ROLE_LABELS[participant.role]),
      both(STATUS_LABELS[participant.status]),
      value(utcTime(participant.actedAt)),
      participant.signatureMethod ? both(METHOD_LABELS[participant.signatureMethod]) : value('—'),
    ]),
  });
  sheet.space(16);

  sheet.heading(L.trail[lead], L.trail[other]);
  sheet.sides(L.utcNote[lead], L.utcNote[other], 7.5, MUTED);
  sheet.space(4);
  sheet.table({
    columns: [0.19, 0.23, 0.24, 0.34],
    header: [both(L.time), both(L.event), both(L.by), both(L.ipDevice)],
    rows: facts.events.map((event) => [
      value(utcTime(event.occurredAt), 8),
      both(eventLabel(event.event), 8),
      value(event.participantName ?? event.actorName ?? '—', 8),
      [
        { text: event.ip ?? '—', size: 7.5 },
        { text: shortUserAgent(event.userAgent), size: 7, color: MUTED },
      ],
    ]),
  });

  numberPages(sheet.pages, font);
  return doc.save();
}
