import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';
import { useHotGames, useImageCdn } from '../catalogue/use-catalogue';
import { iconSrc } from '@wl/api-client/contract/image-cdn';

/** Spec §9: the login footer shows the first four hot games. */
export const LOGIN_HOT_GAMES = 4;

const List = styled.ul`
  display: flex;
  gap: 12px;
  min-height: 48px;
  margin: 0;
  padding: 0;
  list-style: none;

  & img {
    display: block;
    width: 48px;
    height: 48px;
    border-radius: ${tokens.radius};
  }
`;

/** Up to four hot game icons for the login page's footer (passed to the login screen by the shell). */
export default function HotGameIcons() {
  const { t } = useTranslation();
  const cdn = useImageCdn();
  const hot = useHotGames();
  const games = (hot.data ?? []).slice(0, LOGIN_HOT_GAMES);
  return (
    <List aria-label={t('games.hot.footerLabel')}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <img src={iconSrc(cdn, game.iconUrl)} alt={game.gameName} width={48} height={48} loading="lazy" />
        </li>
      ))}
    </List>
  );
}
