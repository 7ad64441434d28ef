import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The Brand toolbar reads brands/*/brand.json from the workspace root; the preview bundle is big by nature.
    return {
      ...viteConfig,
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
      server: {
        ...viteConfig.server,
        fs: { ...viteConfig.server?.fs, allow: [...(viteConfig.server?.fs?.allow ?? []), workspaceRoot] },
      },
    };
  },
};

export default config;
