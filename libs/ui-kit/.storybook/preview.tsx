import type { Decorator, Preview } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { GlobalStyle } from '../src/theme/global-style';
import { themeCssText, themeCssVariables } from '../src/theme/index';
import { brandById, previewBrands, type PreviewBrand } from './brands';

function BrandScope({ brand, children }: { brand: PreviewBrand; children: ReactNode }) {
  const style = {
    ...themeCssVariables(brand.theme),
    background: 'var(--wl-color-bg)',
    color: 'var(--wl-color-text)',
    fontFamily: 'var(--wl-font-family)',
    colorScheme: brand.theme.mode,
    padding: 16,
  } as CSSProperties;
  return (
    <div data-brand={brand.id} style={style}>
      {children}
    </div>
  );
}

/**
 * Themes every story with the brand chosen in the toolbar. The same variables also go on :root, so portalled
 * overlays (dialog, drawer, toasts) match. Stories with `parameters.allBrands` render once per brand.
 */
const withBrand: Decorator = (Story, context) => {
  const brand = brandById(context.globals['brand']);
  const all = context.parameters['allBrands'] === true;
  return (
    <>
      <style>{themeCssText(brand.theme)}</style>
      <GlobalStyle />
      {all ? (
        <div style={{ display: 'grid', gap: 16 }}>
          {previewBrands.map((b) => (
            <section key={b.id} aria-label={b.name}>
              <BrandScope brand={b}>
                <h3 style={{ margin: '0 0 12px', fontSize: 14 }}>{b.name}</h3>
                <Story />
              </BrandScope>
            </section>
          ))}
        </div>
      ) : (
        <BrandScope brand={brand}>
          <Story />
        </BrandScope>
      )}
    </>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: previewBrands.map((brand) => ({ value: brand.id, title: brand.name, right: brand.theme.mode })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: previewBrands[0]?.id,
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
