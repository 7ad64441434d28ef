import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, type AlertAppearance, type AlertTone } from './alert';
import { Button } from '../button/button';
import { CatalogRow } from '../storybook/catalog';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'error', appearance: 'inline', children: 'The payment password is incorrect.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    appearance: { control: 'inline-radio', options: ['inline', 'banner'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithRetry: Story = {
  args: {
    appearance: 'banner',
    children: 'Failed to load the team. Check the connection and try again.',
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};

const tones: AlertTone[] = ['info', 'success', 'warning', 'error'];
const appearances: AlertAppearance[] = ['inline', 'banner'];
const texts: Record<AlertTone, string> = {
  info: 'A code was sent to your mobile number.',
  success: 'Bank card added.',
  warning: 'You are close to your daily deposit limit.',
  error: 'The amount must be between 100 and 50,000.',
};

function Catalog() {
  return (
    <div style={{ maxWidth: 480 }}>
      {appearances.map((appearance) => (
        <div key={appearance}>
          {tones.map((tone) => (
            <CatalogRow key={tone} title={`${appearance} ${tone}`}>
              <div style={{ flex: 1, minWidth: 240 }}>
                <Alert tone={tone} appearance={appearance} title={appearance === 'banner' ? 'Title' : undefined}>
                  {texts[tone]}
                </Alert>
              </div>
            </CatalogRow>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Tones × appearances. */
export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
