import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerFigure } from './banner-figure';

/** An empty picture: the box shows the theme's surface behind it. */
const picture =
  'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"/>');

const meta = {
  title: 'Layout/BannerFigure',
  component: BannerFigure,
  args: { src: picture, alt: '', caption: 'Welcome to the lobby' },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
} satisfies Meta<typeof BannerFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {};

export const Picture: Story = { args: { alt: 'Weekend cash-back', caption: null } };
