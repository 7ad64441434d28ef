import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { CategoryVendor, Game } from '@wl/api-client/contract/game-catalogue';
import { tokens } from '@wl/ui-kit/theme';
import { gameListPathOf } from '../launch/launch-routing';
import { VendorIcon } from './vendor-icon';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 12px;
  list-style: none;
`;

const card = css`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  /* Two lines of the name over the count, whatever the name: every card has one height (the page's static frame
     keeps the first cards' places). */
  min-height: 74px;
  padding: 10px 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  & img {
    flex: none;
    width: 60px;
    height: 24px;
  }
`;

const CardLink = styled(Link)`
  ${card}
`;
const CardButton = styled.button`
  ${card}
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  /* Two cards share a phone's width: a long vendor name takes a second line; a third is cut with an ellipsis. */
  & strong {
    display: -webkit-box;
    overflow: hidden;
    font-size: 0.875rem;
    line-height: 18px;
    overflow-wrap: anywhere;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  & small {
    color: ${tokens.color.textMuted};
    font-size: 0.75rem;
    line-height: 16px;
  }
`;

export interface VendorListProps {
  vendors: readonly CategoryVendor[];
  category: string;
  cdn: string;
  /** A vendor that is one lobby (sports, e-sports, cockfight) launches it. */
  onLaunchLobby: (lobby: Game) => void;
  label: string;
}

/**
 * A vendor list (spec §2: PVP, FISH, LIVE, RNG, ESPORTS on home; sports and e-sports on the category
 * page): a vendor with games opens its game list; a one-lobby vendor launches it.
 */
export function VendorList({ vendors, category, cdn, onLaunchLobby, label }: VendorListProps) {
  const { t } = useTranslation();
  return (
    <List aria-label={label}>
      {vendors.map((vendor) => {
        const lobby = vendor.lobby;
        const body = (
          <>
            <VendorIcon cdn={cdn} vassalage={vendor.vassalage} variant="colour" />
            <Text>
              <strong>{vendor.accountTypeName}</strong>
              <small>
                {vendor.lobby ? t('games.vendors.play') : t('games.vendors.count', { count: vendor.gameCount })}
              </small>
            </Text>
          </>
        );
        return (
          <li key={vendor.vassalage}>
            {lobby ? (
              <CardButton type="button" onClick={() => onLaunchLobby(lobby)}>
                {body}
              </CardButton>
            ) : (
              <CardLink to={gameListPathOf(category, vendor.vassalage)}>{body}</CardLink>
            )}
          </li>
        );
      })}
    </List>
  );
}
