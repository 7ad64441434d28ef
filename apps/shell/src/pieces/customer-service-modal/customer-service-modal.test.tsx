import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { renderPiece } from '../testing/render-piece';
import { resource, serviceEntry, status } from '../testing/status';
import { CustomerServiceModal } from './customer-service-modal';

const linkTargets = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('CustomerServiceModal', () => {
  it('lists the entries grouped by type in csPosition order, then the configured contact links', () => {
    renderPiece(<CustomerServiceModal open onClose={() => undefined} />, {
      brand: sampleBrand({
        links: { messagingApp: 'https://t.me/brand', socialNetwork: 'https://facebook.com/brand' },
      }),
      status: status({
        customerService: [
          serviceEntry('TELEGRAM', 3, 'https://t.me/helpdesk', 'Help desk'),
          serviceEntry('LIVECHAT', 2, 'https://chat.example/b', 'Chat B'),
          serviceEntry('LIVECHAT', 1, 'https://chat.example/a', ''),
          { csType: 'LIVECHAT', csPosition: 0, title: 'Broken', path: 'not-encoded' },
        ],
        resources: [resource('FACEBOOK', 'https://fb.example/live')],
      }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Customer service' });
    expect(linkTargets(within(dialog).getByRole('region', { name: 'Live chat' }))).toEqual([
      ['Live chat', 'https://chat.example/a'],
      ['Chat B', 'https://chat.example/b'],
    ]);
    expect(linkTargets(within(dialog).getByRole('region', { name: 'Telegram' }))).toEqual([
      ['Help desk', 'https://t.me/helpdesk'],
    ]);
    expect(linkTargets(within(dialog).getByRole('region', { name: 'Apps and social networks' }))).toEqual([
      ['Messaging app', 'https://t.me/brand'],
      ['Social network', 'https://fb.example/live'],
    ]);
    expect(within(dialog).queryByRole('link', { name: 'Broken' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Line' })).toBeNull();
  });

  it('shows Line only when a Line link exists', () => {
    renderPiece(<CustomerServiceModal open onClose={() => undefined} />, {
      status: status({ resources: [resource('LINE', 'https://line.me/R/ti/p/brand')] }),
    });
    expect(screen.getByRole('link', { name: 'Line' }).getAttribute('href')).toBe('https://line.me/R/ti/p/brand');
  });

  it('opens every link in a new tab without access to the site', () => {
    renderPiece(<CustomerServiceModal open onClose={() => undefined} />, {
      status: status({ customerService: [serviceEntry('LIVECHAT', 1, 'https://chat.example/a', 'Chat')] }),
    });
    const link = screen.getByRole('link', { name: 'Chat' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when nothing is configured, and closes with its close button', async () => {
    const onClose = vi.fn();
    renderPiece(<CustomerServiceModal open onClose={onClose} />, { brand: sampleBrand({ links: {} }) });
    expect(screen.getByText(/No customer-service channel is available/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderPiece(<CustomerServiceModal open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the current language', () => {
    renderPiece(<CustomerServiceModal open onClose={() => undefined} />, { language: 'TY' });
    expect(screen.getByRole('dialog', { name: 'Serbisyo sa customer' })).toBeTruthy();
  });
});
