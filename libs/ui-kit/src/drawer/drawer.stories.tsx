import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Drawer, type DrawerSide } from './drawer';
import { Button } from '../button/button';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, side: 'left', 'aria-label': 'Menu', onClose: fn(), children: null },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function MenuContent() {
  return (
    <nav style={{ display: 'grid', gap: 8, padding: 16 }}>
      <Button block>Login</Button>
      <Button block variant="secondary">
        Register
      </Button>
      <Button block variant="ghost">
        Customer service
      </Button>
      <Button block variant="ghost">
        Help centre
      </Button>
    </nav>
  );
}

export const OpenLeft: Story = { args: { children: <MenuContent /> } };

export const OpenRight: Story = { args: { side: 'right', children: <MenuContent /> } };

function Interactive({ side }: { side: DrawerSide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open {side} menu</Button>
      <Drawer open={open} onClose={() => setOpen(false)} side={side} aria-label="Menu">
        <MenuContent />
      </Drawer>
    </>
  );
}

export const Interactions: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Interactive side="left" />
      <Interactive side="right" />
    </div>
  ),
};
