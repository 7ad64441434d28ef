import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Chip, Chips, type ChipOption } from './chips';
import { CatalogRow } from '../storybook/catalog';

const amounts: ChipOption<number>[] = [100, 300, 500, 1000, 3000, 5000].map((amount) => ({
  value: amount,
  label: amount.toLocaleString('en'),
}));

const presets: ChipOption<string>[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'custom', label: 'Custom' },
];

const meta = {
  title: 'Forms/Chips',
  component: Chips<number>,
  args: { 'aria-label': 'Quick amounts', options: amounts, value: 500, onChange: fn(), disabled: false },
} satisfies Meta<typeof Chips<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled by the args: change `value` in the controls, presses are logged as `onChange`. */
export const Playground: Story = {};

function DatePresets({ disabled }: { disabled?: boolean }) {
  const [value, setValue] = useState<string | undefined>('week');
  return <Chips aria-label="Range" options={presets} value={value} onChange={setValue} disabled={disabled} />;
}

/** Single toggle chips for multi-pick grids (the lottery numbers). */
function Picks() {
  const [picks, setPicks] = useState<number[]>([3, 7]);
  return (
    <div
      role="group"
      aria-label="Your picks"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 6 }}
    >
      {Array.from({ length: 10 }, (_, n) => (
        <Chip
          key={n}
          pressed={picks.includes(n)}
          onClick={() => setPicks(picks.includes(n) ? picks.filter((p) => p !== n) : [...picks, n])}
        >
          {n}
        </Chip>
      ))}
    </div>
  );
}

function Catalog() {
  return (
    <div style={{ maxWidth: 480 }}>
      <CatalogRow title="presets">
        <DatePresets />
      </CatalogRow>
      <CatalogRow title="disabled">
        <DatePresets disabled />
      </CatalogRow>
      <CatalogRow title="picks">
        <Picks />
      </CatalogRow>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
