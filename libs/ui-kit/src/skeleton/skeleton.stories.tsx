import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: '200px', height: '16px', circle: false },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Circle: Story = { args: { width: '48px', circle: true } };

export const Text: Story = { render: () => <SkeletonText lines={4} /> };

/** A game-tile grid while the list loads. */
export const GameGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, maxWidth: 375 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: 6 }}>
          <Skeleton height="96px" />
          <Skeleton width="70%" height="12px" />
        </div>
      ))}
    </div>
  ),
};
