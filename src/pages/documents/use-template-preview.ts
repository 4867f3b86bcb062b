import { useTemplateProduction, type ProductionTarget } from './template-production';
import { usePdfPreview } from './use-pdf-preview';

export { PREVIEW_DELAY_MS } from './use-pdf-preview';

/**
 * The template produced for the target, opened with pdf.js: asked for again (after the choices rest) whenever they
 * change, an older answer dropped when a newer one is asked for; nothing while there is no target. `attempt` asks again.
 */
export function useTemplatePreview(templateId: string, target: ProductionTarget | undefined, attempt = 0) {
  const production = useTemplateProduction();
  // The key holds the target's content: a new object of the same choices asks nothing again.
  const key = target ? JSON.stringify([templateId, target, attempt]) : '';
  return usePdfPreview(key, () => production.preview(templateId, target!));
}
