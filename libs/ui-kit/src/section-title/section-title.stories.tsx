import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionTitle } from './section-title';

const meta = {
  title: 'Layout/SectionTitle',
  component: SectionTitle,
  args: { children: 'Bank cards', level: 2, size: 'md' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof SectionTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function Sizes() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SectionTitle level={1} size="lg">
        Lottery
      </SectionTitle>
      <SectionTitle>Team summary</SectionTitle>
      <SectionTitle level={3} size="sm">
        Latest results
      </SectionTitle>
    </div>
  );
}

export const SizesView: Story = { name: 'Sizes', render: () => <Sizes /> };

export const AllBrands: Story = { render: () => <Sizes />, parameters: { allBrands: true } };
