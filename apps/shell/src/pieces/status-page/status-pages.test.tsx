import { screen } from '@testing-library/react';
import { sampleBrand } from '@wl/brand/testing';
import { AccessDeniedPage } from '../access-denied-page/access-denied-page';
import { MaintenancePage } from '../maintenance-page/maintenance-page';
import { renderPiece } from '../testing/render-piece';
import { serviceEntry, status } from '../testing/status';

const contact = () => screen.queryByRole('link', { name: /Contact customer service|Makipag-ugnayan/ });

describe('MaintenancePage (status 1)', () => {
  it('shows the brand logo and the upgrade message', () => {
    renderPiece(<MaintenancePage />, { status: status({}, { maintenance: true }) });
    expect(screen.getByRole('img', { name: 'Sample Games' }).getAttribute('src')).toBe('/m/brand/logo.svg');
    expect(screen.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeTruthy();
    expect(screen.getByText('System upgrading, please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks the current language', () => {
    renderPiece(<MaintenancePage />, { language: 'TY', status: status({}, { maintenance: true }) });
    expect(screen.getByText('Ina-upgrade ang system, pakisubukang muli mamaya.')).toBeTruthy();
  });

  it('titles the tab with its own heading, not the page that was asked for', () => {
    document.title = 'Deposit · Sample Games';
    renderPiece(<MaintenancePage />, { status: status({}, { maintenance: true }) });
    expect(document.title).toBe("We'll be right back · Sample Games");
  });
});

describe('AccessDeniedPage (status 2)', () => {
  it('shows the IP and links to the first customer-service entry', () => {
    renderPiece(<AccessDeniedPage ip="198.51.100.23" />, {
      status: status(
        {
          customerService: [
            serviceEntry('TELEGRAM', 2, 'https://t.me/second'),
            serviceEntry('LIVECHAT', 1, 'https://chat.example/first'),
          ],
        },
        { regionRestriction: true },
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('198.51.100.23')).toBeTruthy();
    const link = contact();
    expect([link?.getAttribute('href'), link?.getAttribute('rel')]).toEqual([
      'https://chat.example/first',
      'noopener noreferrer',
    ]);
  });

  it.each([
    ['the brand messaging link without service entries', { messagingApp: 'https://t.me/brand' }, 'https://t.me/brand'],
    ['no contact link when nothing is configured', {}, null],
  ])('%s', (_name, links, expected) => {
    renderPiece(<AccessDeniedPage ip="198.51.100.23" />, {
      brand: sampleBrand({ links }),
      status: status({}, { regionRestriction: true }),
    });
    expect(contact()?.getAttribute('href') ?? null).toBe(expected);
  });

  it('titles the tab Access Denied', () => {
    document.title = 'Help center · Sample Games';
    renderPiece(<AccessDeniedPage ip="198.51.100.23" />, { status: status({}, { regionRestriction: true }) });
    expect(document.title).toBe('Access Denied · Sample Games');
  });

  it('says the IP is unknown when the platform sent none', () => {
    renderPiece(<AccessDeniedPage ip="" />, { status: status({}, { regionRestriction: true }) });
    expect(screen.getByText('unknown')).toBeTruthy();
  });
});
