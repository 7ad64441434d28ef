import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { formatMoney, useTranslation } from '@wl/i18n';
import { useApiClient } from '@wl/session';
import { plainButton, useInView, usePrefersReducedMotion, whenIdle } from '@wl/ui-kit';
import type { WinnerEntry } from '@wl/api-client/contract/game-launch';
import { tokens } from '@wl/ui-kit/theme';
import { winnerBoardQueryOptions } from '../launch/launch-calls';
import { useCatalogueLanguage, useImageCdn } from '../catalogue/use-catalogue';
import { useLaunch } from '../launch/use-launch';
import {
  WINNER_FIRST_ROWS,
  WINNER_VISIBLE_ROWS,
  winnerBoardMoves,
  winnerBoardScrolls,
  winnerIconRows,
  winnerRowsComeIn,
  winnerRowsDrawn,
} from '../catalogue/list-rules';
import { iconSrc } from '@wl/api-client/contract/image-cdn';

const ROW_HEIGHT = 44;
/** The longest a batch of rows waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 500;

/** Spec §9: the board moves on every 1000 ms when it scrolls. */
const SCROLL_STEP_MS = 1000;

const Section = styled.section`
  margin: 16px 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  overflow: hidden;

  & h2 {
    margin: 0;
    padding: 10px 12px;
    font-size: 1rem;
    color: ${tokens.color.text};
  }
`;

const Scroller = styled.div<{ $scrolls: boolean }>`
  max-height: ${({ $scrolls }) => ($scrolls ? `${ROW_HEIGHT * WINNER_VISIBLE_ROWS + 36}px` : 'none')};
  overflow-y: ${({ $scrolls }) => ($scrolls ? 'auto' : 'visible')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;

  & th {
    position: sticky;
    top: 0;
    padding: 8px 12px;
    background: ${tokens.color.surface};
    color: ${tokens.color.textMuted};
    font-weight: 600;
    text-align: start;
  }
  & td {
    height: ${ROW_HEIGHT}px;
    padding: 0 12px;
    border-top: 1px solid ${tokens.color.border};
    color: ${tokens.color.text};
  }
  & tbody tr {
    cursor: pointer;
  }
  & tbody tr:hover td {
    background: ${tokens.color.bg};
  }
  & td:last-child,
  & th:last-child {
    text-align: end;
    white-space: nowrap;
  }
`;

const GameButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0;
  ${plainButton}

  & img {
    width: 28px;
    height: 28px;
    border-radius: 6px;
  }
`;

/** The place of a game icon not loaded yet (the row is still hidden in the box): the icon's size, nothing moves. */
const IconSlot = styled.span`
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 6px;
  background: ${tokens.color.border};
`;

const Amount = styled.strong`
  color: ${tokens.color.success};
`;

interface WinnerRowProps {
  row: WinnerEntry;
  index: number;
  /** The game icon's address, or none while the row is still hidden in the box (an empty slot of the icon's size). */
  icon: string | undefined;
  currencySymbol: string;
  launch: (game: WinnerEntry['game']) => Promise<void>;
}

/**
 * One winner row; memoised, so a batch of rows or an icon coming in renders only the rows that change, not the
 * board's up to 100 (the board moves every second). The row takes the click (a tap on the player or the amount
 * too); the button's own click bubbles here.
 */
const WinnerRow = memo(function WinnerRow({ row, index, icon, currencySymbol, launch }: WinnerRowProps) {
  return (
    <tr aria-rowindex={index + 2} onClick={() => void launch(row.game)}>
      <td>
        <GameButton type="button">
          {icon ? <img src={icon} alt="" width={28} height={28} loading="lazy" /> : <IconSlot aria-hidden="true" />}
          {row.vo.gameName}
        </GameButton>
      </td>
      <td>{row.vo.customerName}</td>
      <td>
        <Amount>{formatMoney(row.vo.winAmount, currencySymbol)}</Amount>
      </td>
    </tr>
  );
});

/**
 * Latest-winner board (spec §2): game, player, winning amount; up to 100 rows; above 6 rows it scrolls
 * by itself (one row a second, paused while the pointer or focus is on it, while it is out of view, or with
 * reduced motion: winnerBoardMoves);
 * a tap anywhere on a row launches its game (the name cell's button is the keyboard way to the same click).
 */
export function WinnerBoard({ category = 'ALL' }: { category?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const cdn = useImageCdn();
  const launch = useLaunch();
  const query = useQuery(winnerBoardQueryOptions(client, language, category));
  const rows = query.data ?? [];
  const scrolls = winnerBoardScrolls(rows.length);
  const scroller = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  // The first rows render with the board; the others a batch at a time while the page is idle (winnerRowsDrawn),
  // once the board is on the screen or in use (winnerRowsComeIn).
  const [batched, setBatched] = useState(0);
  const drawn = rows.slice(0, Math.max(batched, winnerRowsDrawn(rows.length, 0)));
  const inView = useInView(scroller, rows.length > 0);
  const moreNow = winnerRowsComeIn({ drawn: drawn.length, total: rows.length, inView, held: paused });
  // Rows still hidden in the box keep an empty icon slot until the scroll comes near (winnerIconRows).
  const [iconRows, setIconRows] = useState(WINNER_FIRST_ROWS);
  const reachIcons = () => {
    const node = scroller.current;
    if (!node) return;
    const reached = winnerIconRows(node.scrollTop, node.clientHeight, ROW_HEIGHT);
    // A transition: the rows whose icons come in render between the browser's own work (one a second while it scrolls).
    startTransition(() => setIconRows((shown) => Math.max(shown, reached)));
  };

  useEffect(() => {
    if (!moreNow) return undefined;
    const next = winnerRowsDrawn(rows.length, drawn.length);
    return whenIdle(() => startTransition(() => setBatched(next)), IDLE_TIMEOUT_MS);
  }, [moreNow, rows.length, drawn.length]);

  const reducedMotion = usePrefersReducedMotion();
  const moves = winnerBoardMoves({ rows: rows.length, held: paused, reducedMotion, inView });
  useEffect(() => {
    const node = scroller.current;
    if (!moves || !node) return undefined;
    const timer = setInterval(() => {
      const end = node.scrollHeight - node.clientHeight;
      node.scrollTop = node.scrollTop + ROW_HEIGHT > end ? 0 : node.scrollTop + ROW_HEIGHT;
    }, SCROLL_STEP_MS);
    return () => clearInterval(timer);
  }, [moves]);

  if (rows.length === 0) return null;
  return (
    <Section aria-labelledby="winner-board-title">
      <h2 id="winner-board-title">{t('games.winners.title')}</h2>
      <Scroller
        ref={scroller}
        $scrolls={scrolls}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onScroll={reachIcons}
      >
        {/* Rows still to come are counted: assistive technology knows the board's length from the start. */}
        <Table aria-rowcount={rows.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">{t('games.winners.game')}</th>
              <th scope="col">{t('games.winners.player')}</th>
              <th scope="col">{t('games.winners.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {drawn.map((row, index) => (
              <WinnerRow
                key={`${row.wonAt}-${index}`}
                row={row}
                index={index}
                icon={index < iconRows ? iconSrc(cdn, row.vo.iconUrl) : undefined}
                currencySymbol={brand.currency.symbol}
                launch={launch}
              />
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Section>
  );
}
