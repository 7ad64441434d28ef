import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { SafeHtml } from './safe-html';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderHtml(html: string, onNavigate?: () => void) {
  const i18n = createI18n({
    language: 'EN',
    pack: composeBasePack('EN'),
    loadPack: async (code) => composeBasePack(code),
  });
  return render(
    <TranslationProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/m/notice']}>
        <SafeHtml html={html} headingsFrom={3} onNavigate={onNavigate} />
        <Where />
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('SafeHtml', () => {
  it('renders only sanitised HTML: no script, handler or javascript: link reaches the page', async () => {
    const { container } = renderHtml(
      '<p>Hello <strong>there</strong></p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">bad</a><script>window.__xss=3</script>',
    );
    await screen.findByText('there');
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('shows the content’s headings under the heading it sits beneath', async () => {
    renderHtml('<h1>Terms</h1><p>Read them.</p><h4>Payments</h4>');
    expect(await screen.findByRole('heading', { level: 3, name: 'Terms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Payments' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('routes a site link inside the app and tells the caller', async () => {
    const onNavigate = vi.fn();
    renderHtml('<p><a href="/m/activity?id=4">See the offer</a></p>', onNavigate);
    await userEvent.click(await screen.findByText('See the offer'));
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/m/activity?id=4'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens another site in a new tab without access to this one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderHtml('<a href="https://partner.example/page">Partner</a>');
    const link = await screen.findByText('Partner');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('https://partner.example/page', '_blank', 'noopener,noreferrer');
    expect(screen.getByLabelText('where').textContent).toBe('/m/notice');
    open.mockRestore();
  });
});
