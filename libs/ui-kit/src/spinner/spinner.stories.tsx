import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loading, Spinner } from './spinner';
import { Button } from '../button/button';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: '24px' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner label="Loading" size="16px" />
      <Spinner label="Loading" size="24px" />
      <Spinner label="Loading" size="40px" />
    </div>
  ),
};

export const LoadingBlock: Story = { render: () => <Loading label="Loading…" /> };

/** The lazy-screen failure state is composed from these pieces by the shell. */
export const LoadingThenRetry: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Loading label="Loading…" />
      <div style={{ textAlign: 'center' }}>
        <Button variant="secondary">Failed to load, click to retry</Button>
      </div>
    </div>
  ),
};
