import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ok } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { xmlStrings } from '../../i18n/locales/xml';
import { ClientHoldings } from './ClientHoldings';
import { XML_API } from './xml-api';
import { HOLDINGS } from './xml-fixtures';

registerStrings('xml', xmlStrings);

const CLIENT = '1c3f2e74-5f6a-4d8c-9eaf-4a3b2c1d0e9f';

const meta: Meta<typeof ClientHoldings> = {
  title: 'XML/Client holdings',
  component: ClientHoldings,
  args: { clientId: CLIENT, xmlPath: '/xml' },
  decorators: [
    (Story, { parameters }) => (
      <WidgetSandbox routes={{ [XML_API.clientHoldings(CLIENT)]: ok((parameters as { rows?: unknown }).rows ?? HOLDINGS.slice(0, 2)) }} path={`/clients/${CLIENT}`} officeType="insurance">
        <Story />
      </WidgetSandbox>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ClientHoldings>;

/** A {{client}}'s products from the latest file: product, policy, balance, deposit, fees, valuation date and the file. */
export const Products: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('xml-policy');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(/קרן פנסיה|Pension fund/);
    await expect(rows[1]).toHaveTextContent(/קרן השתלמות|Study fund/);
    await expect(canvas.getAllByTestId('client-holdings-file')[0]).toHaveAttribute('href', `/xml/documents/${HOLDINGS[0]!.documentId}`);
    await expect(canvas.getByTestId('client-holdings')).toHaveTextContent(/121,351/);
  },
};

/** No file has named this {{client}} yet. */
export const Empty: Story = {
  parameters: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('client-holdings-empty')).toBeInTheDocument();
  },
};
