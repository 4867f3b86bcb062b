import type { ReactElement } from 'react';
import { ComplianceAudits } from './ComplianceAudits';
import { ComplianceReports } from './ComplianceReports';
import { ComplianceStatusView } from './ComplianceStatusView';

/** The parts of the compliance area, in the order the tabs show them. */
export const COMPLIANCE_SECTIONS = ['status', 'audits', 'reports'] as const;

/** A part of the compliance area. */
export type ComplianceSection = (typeof COMPLIANCE_SECTIONS)[number];

/** Each part's address (the workspace menu's compliance items open them) and its screen. */
export const SECTION_DEFINITIONS: Record<ComplianceSection, { path: string; render: () => ReactElement }> = {
  status: { path: '/compliance', render: () => <ComplianceStatusView /> },
  audits: { path: '/compliance/audits', render: () => <ComplianceAudits /> },
  reports: { path: '/compliance/reports', render: () => <ComplianceReports /> },
};

/** The part an address opens: /compliance/audits and /compliance/reports, else the status. */
export function sectionOf(pathname: string): ComplianceSection {
  const trimmed = pathname.replace(/\/+$/, '');
  return COMPLIANCE_SECTIONS.find((section) => section !== 'status' && SECTION_DEFINITIONS[section].path === trimmed) ?? 'status';
}
