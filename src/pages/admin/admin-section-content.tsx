import type { ReactNode } from 'react';
import type { AdminSection } from './admin-sections';
import { AuditSection } from './audit/AuditSection';
import { BrandingSection } from './branding/BrandingSection';
import { DashboardLayoutSection } from './dashboard/DashboardLayoutSection';
import { HistorySection } from './history/HistorySection';
import { DeadJobsSection } from './jobs/DeadJobsSection';
import { PoliciesSection } from './policies/PoliciesSection';
import { FeaturesSection } from './features/FeaturesSection';
import { MenusSection } from './navigation/MenusSection';
import { VocabularySection } from './vocabulary/VocabularySection';
import { TeamSection } from './team/TeamSection';

/** What each section of the administration area shows (a registry: a new section is a line here and a tab). */
export const ADMIN_SECTION_CONTENT: Record<AdminSection, (title: string) => ReactNode> = {
  team: () => <TeamSection />,
  vocabulary: () => <VocabularySection />,
  features: () => <FeaturesSection />,
  navigation: () => <MenusSection />,
  branding: () => <BrandingSection />,
  policies: () => <PoliciesSection />,
  dashboard: () => <DashboardLayoutSection />,
  history: () => <HistorySection />,
  audit: () => <AuditSection />,
  jobs: () => <DeadJobsSection />,
};
