import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { fixturePictures } from './fixture-pictures';
import { repoRoot, sourceAliases } from './source-aliases';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react(), fixturePictures()],
      resolve: { alias: sourceAliases() },
      server: { fs: { allow: [repoRoot] } },
      build: { target: 'es2023', chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
