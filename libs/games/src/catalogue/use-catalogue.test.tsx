import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { imageCdnDrawProperty } from '@wl/api-client/contract/image-cdn';
import { LANGUAGE_QUIET_MS, imageCdnDraw, useCatalogueLanguage } from './use-catalogue';

describe('language change (spec §4: hot games and vendors reload after 250 ms of quiet)', () => {
  it('follows the site language only after 250 ms without another change', async () => {
    const i18n = createI18n({
      language: 'EN',
      pack: composeBasePack('EN'),
      loadPack: async (code) => composeBasePack(code),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TranslationProvider i18n={i18n}>{children}</TranslationProvider>
    );
    const { result } = renderHook(() => useCatalogueLanguage(), { wrapper });
    expect(result.current).toBe('EN');
    vi.useFakeTimers();
    try {
      await act(async () => {
        await i18n.changeLanguage('PT');
      });
      act(() => vi.advanceTimersByTime(LANGUAGE_QUIET_MS - 50));
      await act(async () => {
        await i18n.changeLanguage('TY');
      });
      act(() => vi.advanceTimersByTime(LANGUAGE_QUIET_MS - 1));
      expect(result.current).toBe('EN');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe('TY');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the image CDN’s draw (decision 0075)', () => {
  it('is the page start script’s draw when it left one, so the app asks for the pictures it preloaded', () => {
    expect(imageCdnDraw({ [imageCdnDrawProperty]: 0.7 })()).toBe(0.7);
    expect(imageCdnDraw({ [imageCdnDrawProperty]: 0 })()).toBe(0);
  });

  it.each([1, -0.1, '0.5', Number.NaN, undefined])('is a new draw when the page left %s', (left) => {
    expect(imageCdnDraw({ [imageCdnDrawProperty]: left })).toBe(Math.random);
  });
});
