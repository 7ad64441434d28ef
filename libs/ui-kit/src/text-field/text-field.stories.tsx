import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';
import { Button } from '../button/button';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'Enter your username', type: 'text' },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'password', 'tel', 'email'] } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = { args: { hint: '6–16 letters or digits' } };

export const WithError: Story = { args: { defaultValue: 'ab', error: 'Account format is incorrect' } };

export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'secret' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo01' } };

export const WithEndSlot: Story = {
  args: {
    label: 'Verification code',
    inputMode: 'numeric',
    end: (
      <Button size="sm" variant="secondary">
        Get code
      </Button>
    ),
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Username" placeholder="Enter your username" />
      <TextField label="Mobile number" type="tel" hint="Digits only" />
      <TextField label="E-mail" type="email" defaultValue="not-an-email" error="E-mail format is incorrect" />
      <TextField label="Password" type="password" defaultValue="secret" />
      <TextField label="Nickname" disabled defaultValue="Lucky" />
    </div>
  ),
};
