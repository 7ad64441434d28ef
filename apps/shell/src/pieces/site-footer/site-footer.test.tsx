import { screen, within } from '@testing-library/react';
import { sampleBrand } from '@wl/brand/testing';
import { renderPiece } from '../testing/render-piece';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows help, the age notice in the current language and the copyright', () => {
    const { container } = renderPiece(<SiteFooter />, { language: 'TY' });
    const footer = container.querySelector('footer');
    if (!footer) throw new Error('no footer element');
    expect(within(footer).getByRole('link', { name: 'Tulong' }).getAttribute('href')).toBe('/m/help');
    expect(within(footer).getByRole('link', { name: 'Responsableng paglalaro' }).getAttribute('href')).toBe(
      '/m/responsibleGaming',
    );
    expect(within(footer).getByText('21+ Maglaro nang responsable.')).toBeTruthy();
    expect(within(footer).getByText('© Sample Games')).toBeTruthy();
  });

  it('falls back to the English age notice', () => {
    renderPiece(<SiteFooter />, {
      language: 'PT',
      brand: sampleBrand({ languages: { default: 'EN', offered: ['EN', 'TY'] } }),
    });
    expect(screen.getByText('21+ Play responsibly.')).toBeTruthy();
  });

  it('shows the payment and licence logos from the brand assets, the licence logo linking to the licence', () => {
    const brand = sampleBrand({
      assets: { ...sampleBrand().assets, paymentLogo: 'assets/payment.svg', licenceLogo: 'assets/licence.png' },
      links: { licence: 'https://licence.example/verify' },
    });
    renderPiece(<SiteFooter />, { brand });
    expect(screen.getByRole('img', { name: 'Payment partner' }).getAttribute('src')).toBe('/m/brand/payment.svg');
    const licence = screen.getByRole('link', { name: 'Licence' });
    expect([licence.getAttribute('href'), licence.getAttribute('rel')]).toEqual([
      'https://licence.example/verify',
      'noopener noreferrer',
    ]);
    expect(within(licence).getByRole('img').getAttribute('src')).toBe('/m/brand/licence.png');
  });

  it('has no video or vendor blocks when there are none', () => {
    renderPiece(<SiteFooter />);
    expect(screen.queryByRole('region', { name: 'Videos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Game providers' })).toBeNull();
  });

  it('shows m_video banners and vendor logos when given', () => {
    renderPiece(
      <SiteFooter
        banners={[
          { url: 'https://cdn.example/intro.mp4', groupName: 'm_video' },
          { url: 'https://cdn.example/poster.jpg', groupName: 'm_video', linkage: 'https://video.example/embed/1' },
          { url: 'https://cdn.example/home.jpg', groupName: 'm_home' },
        ]}
        vendors={[
          { name: 'Vendor One', logoUrl: 'https://cdn.example/v1.png' },
          { name: 'Bad', logoUrl: 'javascript:alert(1)' },
        ]}
      />,
    );
    const videos = screen.getByRole('region', { name: 'Videos' });
    expect(within(videos).getAllByRole('listitem')).toHaveLength(2);
    expect(videos.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example/intro.mp4');
    expect(within(videos).getByTitle('Video 2').getAttribute('src')).toBe('https://video.example/embed/1');
    const vendors = screen.getByRole('region', { name: 'Game providers' });
    expect(
      within(vendors)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Vendor One']);
  });
});
