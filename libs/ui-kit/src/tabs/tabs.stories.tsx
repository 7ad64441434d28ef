import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';
import { Badge } from '../badge/badge';

const categories: TabItem[] = [
  { id: 'HOT', label: 'Hot' },
  { id: 'LIVE', label: 'Live casino' },
  { id: 'RNG', label: 'Slots' },
  { id: 'FISH', label: 'Fish' },
  { id: 'SPORTS', label: 'Sports' },
  { id: 'ESPORTS', label: 'E-sports' },
  { id: 'PVP', label: 'Cards' },
  { id: 'LOTT', label: 'Lottery' },
  { id: 'FAV', label: 'Favourites' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items: categories, value: 'HOT', onChange: fn(), 'aria-label': 'Game categories', activation: 'automatic' },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({
  items,
  scrollDelayMs,
  activation,
}: {
  items: TabItem[];
  scrollDelayMs?: number;
  activation?: 'automatic' | 'manual';
}) {
  const [value, setValue] = useState(items[0]?.id ?? '');
  return (
    <div style={{ maxWidth: 375 }}>
      <Tabs
        items={items}
        value={value}
        onChange={setValue}
        aria-label="Game categories"
        scrollDelayMs={scrollDelayMs}
        activation={activation}
      >
        <p style={{ padding: 16 }}>Games of {value}</p>
      </Tabs>
    </div>
  );
}

export const Static: Story = {};

/** Scrolls the selected tab into view 250 ms after a change, as the home category menu does. */
export const ScrollIntoView: Story = { render: () => <Controlled items={categories} scrollDelayMs={250} /> };

export const ManualActivation: Story = { render: () => <Controlled items={categories} activation="manual" /> };

export const WithDisabledAndBadge: Story = {
  render: () => (
    <Controlled
      items={[
        { id: 'all', label: 'All' },
        {
          id: 'unread',
          label: (
            <Badge count={120} label="120 unread">
              <span style={{ paddingRight: 12 }}>Unread</span>
            </Badge>
          ),
        },
        { id: 'archived', label: 'Archived', disabled: true },
      ]}
    />
  ),
};
