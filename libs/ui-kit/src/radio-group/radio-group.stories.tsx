import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RadioGroup, type RadioAppearance, type RadioOption } from './radio-group';
import { CatalogRow } from '../storybook/catalog';

const types: RadioOption<number>[] = [
  { value: 0, label: 'Member' },
  { value: 1, label: 'Agent' },
];

const methods: RadioOption<string>[] = [
  { value: 'gcash', label: 'GCash', description: 'E-wallet · 100 – 50,000' },
  { value: 'bank', label: 'Bank transfer', description: 'Offline · 500 – 200,000' },
  { value: 'card', label: 'Card', description: 'Unavailable', disabled: true },
];

const minBets: RadioOption<number | null>[] = [
  { value: null, label: 'All' },
  { value: 0.01, label: '0.01' },
  { value: 0.1, label: '0.10' },
  { value: 0.5, label: '0.50' },
];

function Controlled<T>({
  legend,
  options,
  initial,
  appearance,
  direction,
  error,
}: {
  legend: string;
  options: readonly RadioOption<T>[];
  initial: T | undefined;
  appearance?: RadioAppearance;
  direction?: 'row' | 'column';
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      legend={legend}
      options={options}
      value={value}
      onChange={setValue}
      appearance={appearance}
      direction={direction}
      error={error}
    />
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup<number>,
  args: {
    legend: 'Account type',
    options: types,
    value: 0,
    onChange: fn(),
    appearance: 'outlined',
    direction: 'row',
    disabled: false,
  },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['plain', 'outlined', 'chip'] },
    direction: { control: 'inline-radio', options: ['row', 'column'] },
  },
} satisfies Meta<typeof RadioGroup<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled by the args: change `value` in the controls, presses are logged as `onChange`. */
export const Playground: Story = {};

/** Payment methods with a second line, one under the other. */
export const WithDescriptions: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <Controlled legend="Payment method" options={methods} initial="gcash" direction="column" />
    </div>
  ),
};

/** Chips with the radio hidden, as the game filter uses; `null` stands for "all". */
export const Chips: Story = {
  render: () => <Controlled legend="Minimum bet" options={minBets} initial={null} appearance="chip" />,
};

function Catalog() {
  return (
    <div style={{ maxWidth: 480 }}>
      <CatalogRow title="plain">
        <Controlled legend="Account type" options={types} initial={0} appearance="plain" />
      </CatalogRow>
      <CatalogRow title="outlined">
        <Controlled legend="Account type" options={types} initial={1} error="Choose a type" />
      </CatalogRow>
      <CatalogRow title="chip">
        <Controlled legend="Minimum bet" options={minBets} initial={0.1} appearance="chip" />
      </CatalogRow>
    </div>
  );
}

export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
