import { userAgents } from '@wl/api-client/contract/user-agents';

export interface StubDeviceOptions {
  userAgent: string;
  maxTouchPoints?: number;
  /** `display-mode: standalone` (an installed web app). */
  displayModeStandalone?: boolean;
  /** iOS `navigator.standalone` (a home-screen clip). */
  standalone?: boolean;
}

/** Makes the browser look like a given device for one test; undo with `resetDevice()`. */
export function stubDevice({
  userAgent,
  maxTouchPoints = 5,
  displayModeStandalone = false,
  standalone,
}: StubDeviceOptions): void {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  Object.defineProperty(window.navigator, 'standalone', { value: standalone, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: displayModeStandalone && query.includes('display-mode: standalone'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export function resetDevice(): void {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'maxTouchPoints');
  Reflect.deleteProperty(window.navigator, 'standalone');
}

export { userAgents };
