import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, resetSession } from '@wl/session/testing';
import LoginRegisterScreen from './login-register-screen';

const banners = [
  { groupName: 'm_home', url: '/cdn/home.png', alt: 'Home offer' },
  { groupName: 'm_login', url: '/cdn/login.png', alt: 'Login offer' },
  { groupName: 'm_reg', url: '/cdn/reg.png', alt: 'Welcome bonus' },
];

describe('LoginRegisterScreen banners', () => {
  beforeEach(resetSession);

  it.each([
    ['/m/login shows the m_login banner', '/m/login', 'Login offer', '/cdn/login.png'],
    ['/m/register shows the m_register / m_reg banner', '/m/register', 'Welcome bonus', '/cdn/reg.png'],
  ])('%s', (_name, path, alt, src) => {
    renderWithPlatform(<LoginRegisterScreen onBack={() => undefined} banners={banners} />, { path });
    expect(screen.getByRole('img', { name: alt }).getAttribute('src')).toBe(src);
    expect(screen.queryByRole('img', { name: 'Home offer' })).toBeNull();
  });

  it('without a banner of its groups, the brand’s default image', () => {
    renderWithPlatform(
      <LoginRegisterScreen onBack={() => undefined} banners={[banners[0] ?? { groupName: 'm_home', url: '' }]} />,
      { path: '/m/login' },
    );
    expect(screen.getByRole('img', { name: 'Promotions' }).getAttribute('src')).toContain('banner');
    // The picture carries no words; the brand's caption is text in the page's language.
    expect(screen.getByText('600+ games, one account')).toBeTruthy();
  });

  it('a platform banner shows without the brand’s caption', () => {
    renderWithPlatform(<LoginRegisterScreen onBack={() => undefined} banners={banners} />, { path: '/m/login' });
    expect(screen.queryByText('600+ games, one account')).toBeNull();
  });
});

describe('LoginRegisterScreen back control', () => {
  beforeEach(resetSession);

  it.each(['/m/login', '/m/register'])('%s has a button named Back that runs the given back action', async (path) => {
    const onBack = vi.fn();
    renderWithPlatform(<LoginRegisterScreen onBack={onBack} />, { path });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
