import { rgb } from 'pdf-lib';
import { newTextDocument } from '../../pdf/new-document';
import { PageWriter } from '../../pdf/page-writer';
import type { ReportModel } from './compliance-report-model';

const SIZES = { title: 20, heading: 14, body: 10 } as const;
const COLORS = { text: rgb(0.1, 0.1, 0.12), muted: rgb(0.38, 0.38, 0.42), problem: rgb(0.7, 0.12, 0.12), ok: rgb(0.1, 0.45, 0.2) } as const;

/** The report as an A4 PDF in its language's direction, with a font that has Hebrew letters. */
export async function compliancePdf(model: ReportModel, meta: { createdAt: Date }): Promise<Buffer> {
  const { doc, font } = await newTextDocument({ title: model.title, language: model.language, createdAt: meta.createdAt });
  const writer = new PageWriter(doc, font, model.isRtl);
  writer.write(model.title, { size: SIZES.title });
  for (const line of model.heading) writer.write(line, { color: COLORS.muted });
  writer.rule();
  const { words } = model;
  for (const check of model.checks) {
    writer.write(`${check.check} — ${check.state}`, { size: SIZES.heading, color: check.isProblem ? COLORS.problem : check.state === words.states.ok ? COLORS.ok : COLORS.text });
    const counts = [`${words.columns.count}: ${check.count}`, ...(check.checked !== null ? [`${words.columns.checked}: ${check.checked}`] : [])].join(' · ');
    writer.write(counts, { color: COLORS.muted });
    if (check.reason) writer.write(`${words.columns.reason}: ${check.reason}`, { color: COLORS.muted });
    for (const finding of model.findings.filter((row) => row.check === check.check)) {
      writer.write(`• ${[finding.item, finding.detail, finding.at].filter(Boolean).join(' · ')}`, { indent: 12 });
    }
    if (check.count > model.findings.filter((row) => row.check === check.check).length) {
      writer.write(words.more.replace('{{count}}', String(check.count - model.findings.filter((row) => row.check === check.check).length)), { indent: 12, color: COLORS.muted });
    }
    writer.rule();
  }
  return Buffer.from(await doc.save());
}
