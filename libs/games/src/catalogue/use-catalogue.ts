import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { useBrand } from '@wl/brand';
import { useApiClient, useSessionInfo, useSystemStatus } from '@wl/session';
import { hotGamesQueryOptions, vendorTypesQueryOptions } from './catalogue-calls';
import { imageCdnDrawProperty, pickImageCdn } from '@wl/api-client/contract/image-cdn';
import { catalogueLanguageOf } from './list-rules';

/** Spec §4/§9: a language change reloads hot games and vendors after 250 ms of quiet. */
export const LANGUAGE_QUIET_MS = 250;

/** The site language (platform code), updated only after 250 ms without another change. */
export function useCatalogueLanguage(): string {
  const { i18n } = useTranslation();
  const current = catalogueLanguageOf(i18n.language);
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    if (current === settled) return undefined;
    const handle = setTimeout(() => setSettled(current), LANGUAGE_QUIET_MS);
    return () => clearTimeout(handle);
  }, [current, settled]);
  return settled;
}

/** The merchant the calls are made for (a trial session's is the trial merchant). */
export function useMerchantCode(): string {
  const brand = useBrand();
  const info = useSessionInfo();
  return info?.merchantCode ?? brand.merchantCode;
}

export function useVendorTypes() {
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const merchant = useMerchantCode();
  return useQuery(vendorTypesQueryOptions(client, language, merchant));
}

export function useHotGames() {
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const merchant = useMerchantCode();
  return useQuery(hotGamesQueryOptions(client, language, merchant));
}

let chosenCdn: { list: string; cdn: string } | undefined;

/**
 * The draw the image CDN is chosen with: the page's start script's, when it left one (it preloaded the first
 * pictures from that CDN, decision 0075), else a new one.
 */
export function imageCdnDraw(page: object = globalThis): () => number {
  const draw = (page as Record<string, unknown>)[imageCdnDrawProperty];
  return typeof draw === 'number' && draw >= 0 && draw < 1 ? () => draw : Math.random;
}

/** The image CDN: chosen at random from the status answer's list once per page load, '/cdn' by default. */
export function useImageCdn(): string {
  const { status } = useSystemStatus();
  const list = status?.info.imageCDNs;
  return useMemo(() => {
    const key = JSON.stringify(list ?? []);
    if (chosenCdn?.list !== key) chosenCdn = { list: key, cdn: pickImageCdn(list, imageCdnDraw()) };
    return chosenCdn.cdn;
  }, [list]);
}
