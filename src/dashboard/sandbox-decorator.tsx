import type { Decorator } from '@storybook/react-vite';
import type { OfficeContextValue } from '../app/office/office-context';
import type { MemoryRoutes } from './in-memory-fetcher';
import { WidgetSandbox } from './WidgetSandbox';

/** Story parameters a widget story sets: what the in-memory API answers, and optionally the office type. */
export interface SandboxParameters {
  routes?: MemoryRoutes;
  officeType?: string;
  officeOverride?: Partial<OfficeContextValue>;
}

/** Renders a widget story inside WidgetSandbox, answering from `parameters.routes`. */
export const sandboxDecorator: Decorator = (Story, { parameters }) => {
  const { routes = {}, officeType, officeOverride } = parameters as SandboxParameters;
  return (
    <WidgetSandbox routes={routes} {...(officeType ? { officeType } : {})} {...(officeOverride ? { officeOverride } : {})}>
      <Story />
    </WidgetSandbox>
  );
};
