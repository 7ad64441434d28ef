import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fieldset } from './fieldset';
import { Checkbox } from '../checkbox/checkbox';
import { TextField } from '../text-field/text-field';

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  args: { legend: 'Date range', hint: 'At most 93 days', direction: 'column', hideLegend: false, disabled: false },
  argTypes: { direction: { control: 'inline-radio', options: ['column', 'row'] } },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

function DateRange() {
  return (
    <>
      <TextField label="From" type="date" defaultValue="2024-01-01" />
      <TextField label="To" type="date" defaultValue="2024-01-31" />
    </>
  );
}

export const Playground: Story = {
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <Fieldset {...args}>
        <DateRange />
      </Fieldset>
    </div>
  ),
};

function Catalog() {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 375 }}>
      <Fieldset legend="Date range" error="The end is before the start">
        <DateRange />
      </Fieldset>
      <Fieldset legend="Notifications" direction="row">
        <Checkbox label="E-mail" defaultChecked />
        <Checkbox label="SMS" />
      </Fieldset>
      <Fieldset legend="Disabled" disabled>
        <TextField label="Nickname" defaultValue="Lucky" />
      </Fieldset>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
