import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page';
import { Card } from '../card/card';
import { Button } from '../button/button';
import { FactsList } from '../facts-list/facts-list';
import { SectionTitle } from '../section-title/section-title';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { gap: 'md', inset: 'sm', fill: false },
  argTypes: {
    gap: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    inset: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

function Screen() {
  return (
    <>
      <SectionTitle level={1} size="lg" id="withdraw-title">
        Withdraw
      </SectionTitle>
      <Card>
        <FactsList
          items={[
            { label: 'Withdrawable', value: '1,250.00' },
            { label: 'On hold', value: '0.00' },
            { label: 'Today', value: '1 of 5' },
          ]}
        />
      </Card>
      <Card title="Bank card">
        <p style={{ margin: 0 }}>BDO ···· 4821</p>
        <Button block>Withdraw</Button>
      </Card>
    </>
  );
}

/** A member-area screen: title, a summary card, a form card. */
export const Playground: Story = {
  args: { 'aria-labelledby': 'withdraw-title' },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <Page {...args}>
        <Screen />
      </Page>
    </div>
  ),
};

/** A screen shown without the site layout fills the viewport with the page background. */
export const Fill: Story = {
  args: { as: 'main', fill: true, inset: 'md', 'aria-labelledby': 'withdraw-title' },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <Page {...args}>
        <Screen />
      </Page>
    </div>
  ),
};

export const AllBrands: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <Page aria-labelledby="withdraw-title">
        <Screen />
      </Page>
    </div>
  ),
  parameters: { allBrands: true },
};
