import type { ReactNode } from 'react';
import type { SystemStatus } from '@wl/api-client/contract/system-status';
import type { BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { useSessionStore } from '@wl/session';
import type { SessionInfo } from '@wl/session';
import { renderWithPlatform, statusFixture, type FakeHandler } from '@wl/session/testing';

export { fail, ok } from '@wl/session/testing';
export type { FakeCall, FakeHandler, LocationProbe } from '@wl/session/testing';

/** A status answer with the white-label settings and mobile template a test needs. */
export function statusWith(
  whitelabel: Record<string, boolean>,
  template: { mem_cen?: '0' | '1'; dep_func?: '0' | '1' } = {},
): SystemStatus {
  const status = statusFixture();
  return {
    ...status,
    info: {
      ...status.info,
      mobileTemplate: {
        ...status.info.mobileTemplate,
        mem_cen: template.mem_cen ?? '0',
        dep_func: template.dep_func ?? '0',
      },
      whitelabel,
    },
  };
}

export interface RenderOptions {
  path?: string;
  brand?: BrandConfig;
  routes?: Record<string, FakeHandler>;
  status?: SystemStatus;
  /** Logged in as this session (none: a visitor). */
  session?: Partial<SessionInfo>;
  /** Session storage values present when the screen mounts (storage is cleared first). */
  sessionValues?: Record<string, string>;
}

/** Renders a member-area screen with every provider of the app against a fake platform (`@wl/session/testing`). */
export function renderMember(ui: ReactNode, options: RenderOptions = {}) {
  const brand = options.brand ?? sampleBrand();
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(options.sessionValues ?? {})) sessionStorage.setItem(key, value);
  useSessionStore.setState({
    info: options.session
      ? {
          token: 'tok-member-0123456789',
          merchantCode: brand.merchantCode,
          userName: 'demo',
          type: 0,
          ...options.session,
        }
      : undefined,
    trialName: undefined,
    heldPassword: undefined,
  });
  return renderWithPlatform(ui, {
    brand,
    path: options.path ?? '/m/mine',
    routes: options.routes,
    status: options.status ?? statusWith({}),
    client: 'plain',
  });
}
