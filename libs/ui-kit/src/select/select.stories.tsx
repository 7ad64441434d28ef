import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Link validity',
    defaultValue: '7',
    disabled: false,
    children: [
      <option key="0" value="0">
        No end
      </option>,
      <option key="7" value="7">
        7 days
      </option>,
      <option key="30" value="30">
        30 days
      </option>,
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = {
  args: {
    label: 'Bank',
    defaultValue: '',
    error: 'Choose a bank',
    children: [
      <option key="" value="">
        Choose a bank
      </option>,
      <option key="BDO">BDO</option>,
    ],
  },
};

function Catalog() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 375 }}>
      <Select label="Range" defaultValue="week">
        <option value="today">Today</option>
        <option value="week">Last 7 days</option>
        <option value="custom">Custom</option>
      </Select>
      <Select label="Game type" hint="Leave empty for all games" defaultValue="">
        <option value="">All games</option>
        <option value="SLOT">Slots</option>
      </Select>
      <Select label="Question type" error="Choose a question type" defaultValue="">
        <option value="" disabled>
          Choose…
        </option>
        <option value="1">Deposit</option>
      </Select>
      <Select label="Disabled" disabled defaultValue="a">
        <option value="a">Locked</option>
      </Select>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
