import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';
import { BellIcon, MenuIcon } from '../storybook/story-icons';
import { CatalogRow } from '../storybook/catalog';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Open menu', children: <MenuIcon />, size: 'md', tone: 'plain' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['plain', 'primary'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalog: Story = {
  render: () => (
    <div>
      {(['plain', 'primary'] as const).map((tone) => (
        <CatalogRow key={tone} title={tone}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton key={size} aria-label={`Notifications (${size})`} size={size} tone={tone}>
              <BellIcon />
            </IconButton>
          ))}
          <IconButton aria-label="Menu (disabled)" tone={tone} disabled>
            <MenuIcon />
          </IconButton>
        </CatalogRow>
      ))}
    </div>
  ),
};
