import { render, screen } from '@testing-library/react';
import { BannerFigure } from './banner-figure';

describe('BannerFigure', () => {
  it('draws the picture at its own size, with the caption over it when one is given', () => {
    const { container } = render(<BannerFigure src="/banner.webp" alt="" caption="Welcome" />);
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('750');
    expect(picture?.getAttribute('height')).toBe('300');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(screen.getByText('Welcome').tagName).toBe('P');
  });

  it('names a picture that carries its own words, and draws no caption', () => {
    const { container } = render(<BannerFigure src="/promo.webp" alt="Weekend cash-back" caption={null} />);
    expect(screen.getByRole('img', { name: 'Weekend cash-back' }).getAttribute('src')).toBe('/promo.webp');
    expect(container.querySelector('p')).toBeNull();
  });
});
