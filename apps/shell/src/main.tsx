import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from '@wl/api-client';
import { readBrandData } from '@wl/brand';
import { endSession, getSessionToken } from '@wl/session';
import { AppProviders, createQueryClient } from './app/app-providers';
import { showFatal } from './app/fatal';
import { ShellStatusGate, layoutPieces } from './app/shell-pieces';
import { setupI18n } from './i18n/setup-i18n';
import { AppRoutes } from './routes/routes';

async function start(root: HTMLElement): Promise<void> {
  const data = readBrandData(document);
  const i18n = await setupI18n(data);
  const apiClient = createApiClient({
    baseUrl: '',
    merchant: data.brand.merchantCode,
    getLanguage: () => i18n.language,
    getToken: getSessionToken,
    onSessionExpired: endSession,
    device: 'web',
  });
  createRoot(root).render(
    <StrictMode>
      <AppProviders brand={data.brand} i18n={i18n} apiClient={apiClient} queryClient={createQueryClient()}>
        <ShellStatusGate>
          <BrowserRouter>
            <AppRoutes pieces={layoutPieces} />
          </BrowserRouter>
        </ShellStatusGate>
      </AppProviders>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => showFatal(root, error));
