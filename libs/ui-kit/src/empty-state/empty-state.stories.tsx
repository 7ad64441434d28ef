import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';
import { Button } from '../button/button';
import { BoxIcon } from '../storybook/story-icons';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { text: 'No data', icon: <BoxIcon /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextOnly: Story = { args: { icon: undefined, text: 'No announcement' } };

export const WithAction: Story = {
  args: {
    text: 'No favourites yet',
    action: (
      <Button size="sm" variant="secondary">
        Browse games
      </Button>
    ),
  },
};
