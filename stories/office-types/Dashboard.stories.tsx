import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { DashboardGrid } from '../../src/dashboard/layout/DashboardGrid';
import { dashboardWidgets } from '../../src/dashboard/layout/widget-placements';
import { sampleDashboardRoutes } from '../../src/dashboard/sample-dashboard-routes';
import { sandboxConfiguration } from '../../src/dashboard/sandbox-office';
import { WidgetSandbox } from '../../src/dashboard/WidgetSandbox';
import { seedNotifications } from '../../src/dashboard/widgets/notifications/notification-fixtures';
import { officeTypeArgTypes, type OfficeTypeArgs } from './office-type-story';

function OfficeTypeDashboard({ officeType }: OfficeTypeArgs) {
  const config = sandboxConfiguration(officeType);
  const widgets = useMemo(() => dashboardWidgets(config.ui.dashboard.widgets), [config]);
  const routes = useMemo(() => sampleDashboardRoutes(config), [config]);
  return (
    <WidgetSandbox routes={routes} officeType={officeType}>
      <DashboardGrid widgets={widgets} />
    </WidgetSandbox>
  );
}

const meta: Meta<OfficeTypeArgs> = {
  title: 'Office types/Dashboard',
  component: OfficeTypeDashboard,
  excludeStories: ['officeTypeStory'],
  argTypes: officeTypeArgTypes,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => seedNotifications(),
};

export default meta;

/** The office type's dashboard as its JSON lays it out, every widget answered by the in-memory API with sample data. */
export const officeTypeStory = (officeType: string): StoryObj<OfficeTypeArgs> => ({
  args: { officeType },
  play: async ({ canvasElement }) => {
    const { widgets, statistics } = sandboxConfiguration(officeType).ui.dashboard;
    const canvas = within(canvasElement);
    await canvas.findByTestId('dashboard-grid');
    const shown = widgets.filter((widget) => widget.visible !== false);
    await expect([...canvasElement.querySelectorAll('[data-grid-id]')].map((item) => item.getAttribute('data-grid-id')).sort()).toEqual(shown.map((widget) => widget.id).sort());
    if (shown.some((widget) => widget.type === 'statistics')) {
      for (const tile of statistics) await expect(await canvas.findByTestId(`statistic-${tile.id}`)).toBeInTheDocument();
    }
    await expect(canvas.queryAllByRole('alert')).toEqual([]);
  },
});
