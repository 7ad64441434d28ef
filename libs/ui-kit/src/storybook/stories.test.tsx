/// <reference types="vite/client" />
import { cleanup, render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import preview from '../../.storybook/preview';
import * as buttonStories from '../button/button.stories';
import { toast } from '../toast/toast-store';

type StoriesModule = Parameters<typeof composeStories>[0];

/** Every story renders under the preview's brand decorator without throwing and shows something. */
const modules = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

const { AllBrands } = composeStories(buttonStories, preview);

const cases = Object.entries(modules).flatMap(([file, module]) =>
  (Object.entries(composeStories(module, preview)) as [string, ComponentType][]).map(
    ([name, Story]) => [`${file.replace('../', '')} › ${name}`, Story] as const,
  ),
);

describe('stories', () => {
  afterEach(() => {
    cleanup();
    toast.hide();
  });

  it('are found', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases)('%s renders', async (_name, Story) => {
    const { container } = render(<Story />);
    await Promise.resolve();
    const scope = container.querySelector<HTMLElement>('[data-brand]');
    expect(scope?.style.getPropertyValue('--wl-color-primary')).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('Brand toolbar', () => {
  const brandFiles = import.meta.glob<{ id: string }>('../../../../brands/*/brand.json', {
    eager: true,
    import: 'default',
  });
  const brandIds = Object.values(brandFiles).map((brand) => brand.id);
  const toolbarIds = (preview.globalTypes?.['brand']?.toolbar?.items ?? []).map((item) =>
    typeof item === 'string' ? item : item.value,
  );

  it('lists every brand folder, or the built-in neutral theme when there is none', () => {
    expect([...toolbarIds].sort()).toEqual(brandIds.length > 0 ? [...brandIds].sort() : ['neutral']);
  });

  it('renders all-brands stories once per brand', () => {
    const { container } = render(<AllBrands />);
    expect(container.querySelectorAll('[data-brand]')).toHaveLength(toolbarIds.length);
  });
});
