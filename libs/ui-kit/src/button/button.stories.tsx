import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { CatalogRow } from '../storybook/catalog';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Log in', variant: 'primary', size: 'md', loading: false, block: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = { args: { loading: true, children: 'Please wait' } };

export const Block: Story = { args: { block: true, size: 'lg', children: 'Register' } };

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

function Catalog() {
  return (
    <div>
      {variants.map((variant) => (
        <CatalogRow key={variant} title={variant}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size.toUpperCase()}
            </Button>
          ))}
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading>
            Loading
          </Button>
        </CatalogRow>
      ))}
    </div>
  );
}

/** Variants × sizes × states. */
export const CatalogView: Story = { name: 'Catalog', render: () => <Catalog /> };

/** The same catalog under every brand. */
export const AllBrands: Story = { render: () => <Catalog />, parameters: { allBrands: true } };
