import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registerStrings } from '../../../i18n/load-namespaces';
import { shellStrings } from '../../../i18n/locales/shell';
import { notifications } from '../../../notifications/notifications';
import { sandboxDecorator } from '../../sandbox-decorator';
import { seedNotifications } from './notification-fixtures';
import { NotificationsWidget } from './NotificationsWidget';

// The widget says "mark all read" and the like in the header bell's words; the app loads them with the shell.
registerStrings('shell', shellStrings);

/**
 * The notifications live in the tab (the header bell's store): the server keeps none, so there is no loading and
 * no failure to show; the stories fill or empty that store before they render.
 */
const meta: Meta<typeof NotificationsWidget> = {
  title: 'Dashboard/Widgets/Notifications',
  component: NotificationsWidget,
  decorators: [sandboxDecorator],
  beforeEach: () => {
    seedNotifications();
    return () => notifications.clear();
  },
  args: { placement: { id: 'notifications', type: 'notifications', position: { x: 0, y: 0, w: 4, h: 3 } }, config: { limit: 5, unreadOnly: false } },
};

export default meta;
type Story = StoryObj<typeof NotificationsWidget>;

/** The newest notifications, unread ones marked; "mark all read" reads them all. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('notifications-widget');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: 'דנה לוי קבעה פגישה למחר' })).toHaveAttribute('href', '/clients/c-1');
    await userEvent.click(canvas.getByRole('button', { name: /סימון הכול כנקרא|Mark all as read/ }));
    await expect(within(list).getAllByRole('listitem').every((item) => item.getAttribute('data-read') === 'true')).toBe(true);
  },
};

/** Only the unread ones. */
export const UnreadOnly: Story = {
  args: { config: { limit: 5, unreadOnly: true } },
  play: async ({ canvasElement }) => {
    await expect(within(await within(canvasElement).findByTestId('notifications-widget')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Nothing has happened in this tab yet. */
export const Empty: Story = {
  beforeEach: () => notifications.clear(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין התראות|No notifications/)).toBeInTheDocument();
  },
};
