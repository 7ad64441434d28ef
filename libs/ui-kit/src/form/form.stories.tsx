import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Form } from './form';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { 'aria-label': 'Add a bank card', gap: 'md', onSubmit: fn((event) => event.preventDefault()) },
  argTypes: { gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function Fields() {
  return (
    <>
      <Select label="Bank" defaultValue="">
        <option value="">Choose a bank</option>
        <option>BDO</option>
        <option>BPI</option>
      </Select>
      <TextField label="Card number" inputMode="numeric" />
      <TextField label="Payment password" type="password" />
      <Alert tone="error">The payment password is incorrect.</Alert>
      <Button type="submit" block>
        Add card
      </Button>
    </>
  );
}

export const Playground: Story = {
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <Form {...args}>
        <Fields />
      </Form>
    </div>
  ),
};

export const AllBrands: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <Card title="Add a bank card">
        <Form aria-label="Add a bank card" onSubmit={(event) => event.preventDefault()}>
          <Fields />
        </Form>
      </Card>
    </div>
  ),
  parameters: { allBrands: true },
};
