import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createConnectivity, type ApiClient } from '@wl/api-client';
import type { SystemStatus } from '@wl/api-client/contract/system-status';
import type { BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { statusKeys } from '@wl/session';
import type { i18n as I18n } from 'i18next';
import { AppProviders, createQueryClient } from '../../app/app-providers';
import { status as defaultStatus } from './status';

export interface RenderPieceOptions {
  brand?: BrandConfig;
  /** The system status the piece sees (already loaded); undefined = not loaded yet. */
  status?: SystemStatus | undefined;
  language?: string;
  path?: string;
  /** The platform client; by default one whose calls never settle. */
  apiClient?: ApiClient;
}

/** An api client for tests: calls never settle, so only the preset status is seen. */
const idleClient = (): ApiClient => ({
  call: () => new Promise(() => undefined),
  connectivity: createConnectivity(),
});

/** Renders a piece inside the shell's providers with real language packs and a preset status. */
export function renderPiece(ui: ReactElement, options: RenderPieceOptions = {}): RenderResult & { i18n: I18n } {
  const brand = options.brand ?? sampleBrand();
  const language = options.language ?? brand.languages.default;
  const queryClient = createQueryClient();
  const current = 'status' in options ? options.status : defaultStatus();
  if (current) queryClient.setQueryData(statusKeys.status(), current);
  const i18n = createI18n({
    language,
    pack: composeBasePack(language),
    loadPack: async (code) => composeBasePack(code),
  });
  const result = render(
    <AppProviders brand={brand} i18n={i18n} apiClient={options.apiClient ?? idleClient()} queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/m/home']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, i18n };
}
