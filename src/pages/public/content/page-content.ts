import type { ContentSlug } from '../../../app/routing/public-pages';
import type { LocalizedDocument } from './content-types';
import { aboutContent } from './pages/about';
import { blogContent } from './pages/blog';
import { careersContent } from './pages/careers';
import { complianceContent } from './pages/compliance';
import { contactContent } from './pages/contact';
import { docsContent } from './pages/docs';
import { faqContent } from './pages/faq';
import { helpContent } from './pages/help';
import { productsEnterpriseContent } from './pages/products-enterprise';
import { productsFormsContent } from './pages/products-forms';
import { productsSignaturesContent } from './pages/products-signatures';
import { productsWorkflowsContent } from './pages/products-workflows';
import { securityContent } from './pages/security';

/** The text of each footer page about Lishka. */
export const PAGE_CONTENT: Record<ContentSlug, LocalizedDocument> = {
  'products/forms': productsFormsContent,
  'products/signatures': productsSignaturesContent,
  'products/workflows': productsWorkflowsContent,
  'products/enterprise': productsEnterpriseContent,
  about: aboutContent,
  contact: contactContent,
  blog: blogContent,
  careers: careersContent,
  help: helpContent,
  faq: faqContent,
  docs: docsContent,
  security: securityContent,
  compliance: complianceContent,
};
