import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ToastViewport } from './toast-viewport';
import { toast } from './toast-store';
import {
  TOAST_COMING_SOON_MS,
  TOAST_FREE_REJECT_MS,
  TOAST_LOADING_LONG_MS,
  TOAST_LOGIN_REQUIRED_MS,
} from './toast-durations';
import type { ToastKind } from './toast-durations';
import { Button } from '../button/button';

const meta = {
  title: 'Feedback/Toast',
  component: ToastViewport,
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

function Showing({ kind, text }: { kind: ToastKind; text: string }) {
  useEffect(() => {
    toast.show({ kind, text, durationMs: Infinity, blocking: false });
    return () => toast.hide();
  }, [kind, text]);
  return <ToastViewport />;
}

export const Loading: Story = { render: () => <Showing kind="loading" text="Please wait…" /> };
export const Success: Story = { render: () => <Showing kind="success" text="Changes saved" /> };
export const Notice: Story = { render: () => <Showing kind="notice" text="Coming soon" /> };
export const ErrorToast: Story = {
  name: 'Error',
  render: () => <Showing kind="error" text="Sorry, the user does not exist or is disabled." />,
};

/** Each button shows a toast with the spec's duration. */
export const Durations: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onClick={() => toast.show({ kind: 'loading', text: 'Please wait…', blocking: false })}>
        Loading 10 s
      </Button>
      <Button
        onClick={() =>
          toast.show({ kind: 'loading', text: 'Signing out…', durationMs: TOAST_LOADING_LONG_MS, blocking: false })
        }
      >
        Loading 9999 s
      </Button>
      <Button variant="secondary" onClick={() => toast.hide()}>
        Hide
      </Button>
      <Button onClick={() => toast.success('Changes saved')}>Success 1 s</Button>
      <Button onClick={() => toast.notice('Notice')}>Notice 1.5 s</Button>
      <Button
        onClick={() => toast.notice('Please login an actual account to use this function.', TOAST_FREE_REJECT_MS)}
      >
        free_reject 2 s
      </Button>
      <Button onClick={() => toast.notice('You are not logged in, please login first.', TOAST_LOGIN_REQUIRED_MS)}>
        Login required 2 s
      </Button>
      <Button onClick={() => toast.notice('Coming soon', TOAST_COMING_SOON_MS)}>Coming soon 1 s</Button>
      <Button variant="danger" onClick={() => toast.error('Unknown error')}>
        Error
      </Button>
      <ToastViewport />
    </div>
  ),
};
