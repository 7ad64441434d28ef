import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { findLanguage } from '@wl/i18n';
import { tokens } from '@wl/ui-kit/theme';
import { prepareRegionNames, regionName } from './rules';

const Circle = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.375em;
  height: 1.375em;
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
  border-radius: 50%;
  background: ${tokens.color.surface};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

type FlagImages = Readonly<Record<string, string>>;
let loaded: FlagImages | undefined;
let loading: Promise<FlagImages> | undefined;

/**
 * The flag pictures, fetched once, after the first paint (a chunk of its own). The region names that name them are
 * made ready in a task of their own before the flags render: the first one loads the browser's region data.
 */
function loadFlagImages(locale: string): Promise<FlagImages> {
  loading ??= import('./flag-images').then(
    (module) =>
      new Promise<FlagImages>((resolve) => {
        setTimeout(() => {
          prepareRegionNames(locale);
          resolve((loaded = module.flagImages));
        }, 0);
      }),
  );
  return loading;
}

function useFlagImages(locale: string): FlagImages | undefined {
  const [images, setImages] = useState(loaded);
  useEffect(() => {
    if (images) return undefined;
    let live = true;
    void loadFlagImages(locale).then((found) => live && setImages(found));
    return () => {
      live = false;
    };
  }, [images, locale]);
  return images;
}

/**
 * A circular flag of a region as an SVG picture (emoji flags are empty boxes without an emoji font),
 * named by the region in the page's language. The circle keeps its size while the pictures load.
 */
export function FlagCircle({ region }: { region: string }) {
  const { i18n } = useTranslation();
  const locale = findLanguage(i18n.language)?.locale ?? 'en';
  const images = useFlagImages(locale);
  const src = images?.[region.toUpperCase()];
  return (
    <Circle data-flag={region}>
      {src ? <img src={src} alt={regionName(region, locale)} width={22} height={22} /> : null}
    </Circle>
  );
}
