import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Dialog, type DialogProps } from './dialog';
import { Button } from '../button/button';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, title: 'Confirmation', maskClosable: false, closeOnEscape: true, onClose: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign out</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirmation"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Submit</Button>
          </>
        }
        {...props}
      >
        Are you sure you want to sign out?
      </Dialog>
    </>
  );
}

export const ConfirmOpen: Story = {
  args: {
    children: 'Are you sure you want to sign out?',
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Submit</Button>
      </>
    ),
  },
};

export const WithCloseButton: Story = {
  args: { title: 'Notice', closeLabel: 'Close', children: 'System upgrading, please try again later.' },
};

export const TitleOnly: Story = { args: { title: 'Changes saved', actions: <Button block>OK</Button> } };

/** Open it and click the mask at once: the first 300 ms ignore mask clicks. */
export const MaskClosable: Story = { render: () => <Interactive maskClosable /> };

export const NotMaskClosable: Story = { render: () => <Interactive /> };
