import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { createApiClient } from '@wl/api-client';
import type { SystemStatus } from '@wl/api-client/contract/system-status';
import type { BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n } from '@wl/i18n';
import { getSessionToken, notifyPasswordChangeRequired, notifySessionExpired } from '@wl/session';
import { composeBasePack, type Pack } from '@wl/i18n/packs';
import { Fragment } from 'react';
import { layoutPieces, ShellStatusGate } from '../app/shell-pieces';
import { AppProviders, createQueryClient } from '../app/app-providers';
import type { LayoutPieces } from '../layout/app-layout';
import { AppRoutes } from '../routes/routes';

export function statusAnswer(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: '0', dep_func: '0' },
      paths: {},
      register: { usernameEnabled: true, mobileEnabled: false },
      resources: [],
      whitelabel: {},
      mainDomain: 'example.test',
      imageCDNs: ['/cdn'],
    },
    location: { ip: '203.0.113.7' },
    maintenance: false,
    regionRestriction: false,
    ...overrides,
  };
}

/** The current location and how it was reached, read from inside the router. */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state = { location: useLocation(), historyAction: useNavigationType() };
  return null;
}

export interface RenderAppOptions {
  brand?: BrandConfig;
  status?: SystemStatus;
  pieces?: LayoutPieces;
  /** Mount the real shell pieces and the status gate, as main.tsx does. */
  full?: boolean;
  /** Answers of the fake platform by path (anything else gets the status answer). */
  answers?: Record<string, (init?: RequestInit) => Response>;
  /** Packs served at /m/locales/<CODE>.json (default: the composed base packs). */
  loadPack?: (code: string) => Promise<Pack>;
}

/** Renders the whole shell (providers, layout, routes) at a path, against a fake platform. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const brand = options.brand ?? sampleBrand();
  const status = options.status ?? statusAnswer();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = options.answers?.[new URL(String(input), 'http://site.test').pathname];
    return answer ? answer(init) : new Response(JSON.stringify({ success: true, value: status }), { status: 200 });
  });
  const loadPack = vi.fn(options.loadPack ?? (async (code: string) => composeBasePack(code)));
  const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack });
  const apiClient = createApiClient({
    baseUrl: '',
    merchant: brand.merchantCode,
    getLanguage: () => i18n.language,
    getToken: getSessionToken,
    onSessionExpired: notifySessionExpired,
    onPasswordChangeRequired: notifyPasswordChangeRequired,
    fetch: fetchMock,
  });
  const Gate = options.full ? ShellStatusGate : Fragment;
  const router: RouterProbe = {
    state: { location: undefined as unknown as Location, historyAction: 'POP' as NavigationType },
  };
  const view = render(
    <AppProviders brand={brand} i18n={i18n} apiClient={apiClient} queryClient={createQueryClient()}>
      <Gate>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe probe={router} />
          <AppRoutes pieces={options.full ? layoutPieces : options.pieces} />
        </MemoryRouter>
      </Gate>
    </AppProviders>,
  );
  return { ...view, router, i18n, fetchMock, loadPack };
}
