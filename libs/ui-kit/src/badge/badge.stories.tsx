import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { IconButton } from '../icon-button/icon-button';
import { BellIcon } from '../storybook/story-icons';
import { CatalogRow } from '../storybook/catalog';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 5, dot: false },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 0 hides the badge, 1–99 show the number, 100 and above show 99+. */
export const Counts: Story = {
  render: () => (
    <div>
      {[0, 1, 9, 99, 100, 1000].map((count) => (
        <CatalogRow key={count} title={`count ${count}`}>
          <Badge count={count} />
          <Badge count={count} label={`${count} unread messages`}>
            <IconButton aria-label="Messages">
              <BellIcon />
            </IconButton>
          </Badge>
        </CatalogRow>
      ))}
      <CatalogRow title="dot">
        <Badge dot label="New">
          <IconButton aria-label="Notifications">
            <BellIcon />
          </IconButton>
        </Badge>
      </CatalogRow>
    </div>
  ),
};

export const AllBrands: Story = { ...Counts, parameters: { allBrands: true } };
