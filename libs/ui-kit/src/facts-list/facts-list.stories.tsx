import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactsList } from './facts-list';
import { Card } from '../card/card';

const order = [
  { label: 'Order no.', value: 'W2401010001' },
  { label: 'Amount', value: '1,000.00' },
  { label: 'Bank card', value: 'BDO ···· 4821' },
  { label: 'Status', value: 'Pending review' },
];

const figures = [
  { label: 'Team size', value: '128' },
  { label: 'Direct members', value: '36' },
  { label: 'Agents', value: '7' },
  { label: 'Team balance', value: '84,210.50' },
  { label: 'Registered today', value: '4' },
  { label: 'Betting today', value: '19' },
];

const meta = {
  title: 'Data/FactsList',
  component: FactsList,
  args: { items: order, layout: 'rows' },
  argTypes: { layout: { control: 'inline-radio', options: ['rows', 'tiles'] } },
} satisfies Meta<typeof FactsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <FactsList {...args} />
    </div>
  ),
};

/** Report figures: label over a bold value, two per line. */
export const Tiles: Story = { args: { items: figures, layout: 'tiles' } };

function Catalog() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 375 }}>
      <Card title="Withdrawal">
        <FactsList items={order} />
      </Card>
      <Card title="Team summary">
        <FactsList items={figures} layout="tiles" />
      </Card>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
