import { memo } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { tokens } from '@wl/ui-kit/theme';
import { iconSrc } from '@wl/api-client/contract/image-cdn';
import { HeartIcon } from './icons';

/** Height of a tile's name area: two lines, reserved so nothing moves when names differ. */
export const TILE_NAME_HEIGHT = 36;

const Tile = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Play = styled.button`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.color.text};
  font: inherit;
  text-align: center;
  cursor: pointer;

  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    border-radius: ${tokens.radius};
    background: ${tokens.color.surface};
    object-fit: cover;
  }
`;

const Name = styled.span`
  display: -webkit-box;
  height: ${TILE_NAME_HEIGHT}px;
  overflow: hidden;
  font-size: 0.75rem;
  line-height: 18px;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  word-break: break-word;
`;

const Fav = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${tokens.color.overlay};
  color: ${tokens.color.onPrimary};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${tokens.color.accent};
  }
`;

const NewBadge = styled.span`
  position: absolute;
  top: 4px;
  left: 4px;
  padding: 1px 6px;
  border-radius: 8px;
  background: ${tokens.color.danger};
  color: ${tokens.color.onPrimary};
  font-size: 0.625rem;
  font-weight: 700;
  pointer-events: none;
`;

export interface GameTileProps {
  game: Game;
  cdn: string;
  favourite: boolean;
  /** Icons in the first screen load at once; the others when they come near. */
  eager?: boolean;
  /** Hidden for games that cannot be favourites (vendor entries). */
  showFavourite?: boolean;
  onPlay: (game: Game) => void;
  onFavourite: (game: Game) => void;
}

/** A game tile (spec §2): icon, name, favourite toggle. Its size is reserved before the icon loads. */
export const GameTile = memo(function GameTile({
  game,
  cdn,
  favourite,
  eager = false,
  showFavourite = true,
  onPlay,
  onFavourite,
}: GameTileProps) {
  const { t } = useTranslation();
  return (
    <Tile>
      <Play type="button" onClick={() => onPlay(game)}>
        <img
          src={iconSrc(cdn, game.iconUrl)}
          alt=""
          width={200}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        <Name>{game.gameName}</Name>
      </Play>
      {game.isNew ? <NewBadge aria-hidden="true">{t('games.tile.new')}</NewBadge> : null}
      {showFavourite ? (
        <Fav
          type="button"
          aria-pressed={favourite}
          aria-label={t('games.tile.favourite', { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          <HeartIcon filled={favourite} />
        </Fav>
      ) : null}
    </Tile>
  );
});
