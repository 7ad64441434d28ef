import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { TilePlaceholders } from '../catalogue/tile-placeholders';

/** As tall as the category menu's tab list (a 44 px tab and the list's 1 px line), so the lobby takes its place. */
const TabStrip = styled.div`
  box-sizing: content-box;
  display: flex;
  align-items: center;
  gap: 18px;
  height: 44px;
  padding: 0 14px;
  overflow: hidden;
  border-bottom: 1px solid ${tokens.color.border};
`;

const tabPlaces = 5;

/**
 * The lobby's shape while its file loads (decision 0089): the category menu's strip and the hot games' placeholder
 * tiles, where the lobby shows its own tabs and the same tiles while its answers come. Announced as busy.
 */
export function LobbyPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      <TabStrip>
        {Array.from({ length: tabPlaces }, (_, i) => (
          <Skeleton key={i} width="52px" height="14px" radius="7px" />
        ))}
      </TabStrip>
      <TilePlaceholders count={9} />
    </div>
  );
}
