import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Button } from '../button/button';
import { FactsList } from '../facts-list/facts-list';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Team summary', padding: 'md', outlined: false, children: 'Figures of the team this month.' },
  argTypes: { padding: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Untitled: Story = { args: { title: undefined, children: 'A card without a heading.' } };

function Catalog() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 375 }}>
      <Card title="Order details">
        <FactsList
          items={[
            { label: 'Order no.', value: 'D2401010001' },
            { label: 'Amount', value: '500.00' },
          ]}
        />
        <Button variant="secondary">Deposit again</Button>
      </Card>
      <Card padding="sm" outlined>
        Outlined, small padding (list rows, tickets)
      </Card>
      <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}>
        <Card as="li" padding="sm" outlined>
          Ticket 1 · Pending
        </Card>
        <Card as="li" padding="sm" outlined>
          Ticket 2 · Won
        </Card>
      </ul>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
