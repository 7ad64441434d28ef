import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorVariables } from './css-variables';
import { tokens } from './tokens';

function Swatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
      {Object.entries(colorVariables).map(([token, variable]) => (
        <div
          key={token}
          style={{ border: `1px solid ${tokens.color.border}`, borderRadius: tokens.radius, overflow: 'hidden' }}
        >
          <div style={{ height: 48, background: `var(${variable})` }} />
          <div style={{ padding: 8, fontSize: 12, background: tokens.color.surface }}>
            <strong>{token}</strong>
            <br />
            <code>{variable}</code>
          </div>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Swatches,
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The semantic colour variables of the brand chosen in the toolbar. */
export const Colours: Story = {};

/** The same swatches for every brand side by side. */
export const AllBrands: Story = { parameters: { allBrands: true } };
