import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { sharedUntilFailed } from '@wl/api-client';
import { findLanguage, useTranslation } from '@wl/i18n';
import { tokens } from '@wl/ui-kit/theme';
import { regionName } from './rules';

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

/**
 * The flag pictures, fetched once, after the first paint (a chunk of its own). A file that failed is asked again by
 * the next flag that mounts (decision 0091); until then the circles stay empty.
 */
const loadFlagImages = sharedUntilFailed(() =>
  import('./flag-images').then((module): FlagImages => (loaded = module.flagImages)),
);

function useFlagImages(): FlagImages | undefined {
  const [images, setImages] = useState(loaded);
  useEffect(() => {
    if (images) return undefined;
    let live = true;
    loadFlagImages().then(
      (found) => live && setImages(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [images]);
  return images;
}

/**
 * A circular flag of a region as an SVG picture (emoji flags are empty boxes without an emoji font), named by the
 * region in the page's language. The circle keeps its size while the pictures load. A `decorative` flag (the one in
 * the switcher's button, which is named by its language) has no name of its own: the page does not make the
 * browser's region names (a long task on a phone, decision 0070) until the list of languages is opened.
 */
export function FlagCircle({ region, decorative = false }: { region: string; decorative?: boolean }) {
  const { i18n } = useTranslation();
  const images = useFlagImages();
  const src = images?.[region.toUpperCase()];
  const name = decorative ? '' : regionName(region, findLanguage(i18n.language)?.locale ?? 'en');
  return <Circle data-flag={region}>{src ? <img src={src} alt={name} width={22} height={22} /> : null}</Circle>;
}
