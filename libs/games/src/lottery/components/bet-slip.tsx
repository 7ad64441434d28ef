import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { BetType, LotteryGame, PlaceOrderRequest } from '@wl/api-client/contract/lottery-calls';
import type { PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';
import type { WalletBalance } from '@wl/api-client/contract/wallet-calls';
import { useBrand } from '@wl/brand';
import { formatMoney, useTranslation } from '@wl/i18n';
import { useApiClient, useErrorMessage, walletKeys } from '@wl/session';
import { Button, Chip, RadioGroup, SectionTitle, TextField, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { lotteryKeys, placeOrder } from '../api/lottery-queries';
import {
  checkStake,
  gridValues,
  lineWin,
  MAX_LINES,
  orderLines,
  readTypedPicks,
  showsGrid,
  slipTotal,
  togglePick,
} from '../rules/picks';
import { Muted } from './card-parts';

const Slip = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px 16px 16px;
`;

const Grid = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $wide }) => ($wide ? 2 : 5)}, minmax(0, 1fr));
  gap: 6px;
`;

const Typed = styled.div`
  display: grid;
  gap: 8px;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.p`
  margin: 0;
  color: ${tokens.color.text};
  font-weight: 600;
`;

/** 16 random bytes as hex: the order's idempotency key (works without a secure context). */
function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface BetSlipProps {
  game: LotteryGame;
  playType: PlayType;
  prizeMode: PrizeMode;
  /** The draw taking bets now. */
  numero: string;
  token: string;
}

/** Bet type, picks, stake and the place-bet action; the stake leaves the wallet at once. */
export function BetSlip({ game, playType, prizeMode, numero, token }: BetSlipProps) {
  const { t } = useTranslation();
  // A refusal names its details (what is left of a wager or loss limit).
  const messageOf = useErrorMessage();
  const brand = useBrand();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const betTypes = game.betTypes.filter((b) => b.playType === playType);
  const [code, setCode] = useState<BetType['code'] | undefined>(betTypes[0]?.code);
  const betType = betTypes.find((b) => b.code === code) ?? betTypes[0];
  const [picks, setPicks] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const [stakeText, setStakeText] = useState('10');
  const [stakeError, setStakeError] = useState<string | undefined>();
  // Kept for a retry of the same slip after a lost answer; a new slip gets a new one.
  const requestId = useRef<string | null>(null);
  const money = (amount: number) => formatMoney(amount, brand.currency.symbol);

  const place = useMutation({
    mutationFn: (body: PlaceOrderRequest) => placeOrder(client, body),
    onSuccess: (result) => {
      requestId.current = null;
      setPicks([]);
      toast.success(t('lottery.slip.placed', { numero: result.order.numero }));
      queryClient.setQueryData<WalletBalance>(walletKeys.balance(token), (old) => ({
        sumBalance: result.balance,
        heldBalance: old?.heldBalance ?? 0,
      }));
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.member(token) });
    },
    onError: (error) => {
      const lost = isApiError(error) && error.status === 0;
      if (!lost) requestId.current = null;
      if (isApiError(error) && error.code === 'DRAW_CLOSED')
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.near(game.gameId) });
      const failure = messageOf(error);
      toast.error(t(failure.key, failure.values));
    },
  });

  if (!betType) return null;

  const chooseBetType = (next: BetType['code']) => {
    setCode(next);
    setPicks([]);
    setTyped('');
    setTypedError(undefined);
    requestId.current = null;
  };

  const changePicks = (next: string[]) => {
    if (next.length > MAX_LINES) {
      toast.notice(t('lottery.slip.tooMany', { max: MAX_LINES }));
      return;
    }
    requestId.current = null;
    setPicks(next);
  };

  const addTyped = () => {
    const read = readTypedPicks(betType, typed);
    setTypedError(
      read.invalid.length > 0 ? t('lottery.slip.invalid', { entries: read.invalid.join(', ') }) : undefined,
    );
    changePicks([...picks, ...read.picks.filter((p) => !picks.includes(p))]);
    if (read.invalid.length === 0) setTyped('');
  };

  const stake = checkStake(stakeText);
  const total = stake.ok ? slipTotal(picks.length, stake.stake) : 0;
  const pickLabel = (pick: string) => (betType.kind === 'choice' ? t(`lottery.options.${pick}`) : pick);

  const submit = () => {
    if (!stake.ok) {
      setStakeError(t(`lottery.slip.${stake.message}`));
      return;
    }
    if (picks.length === 0) {
      toast.notice(t('lottery.slip.noPick'));
      return;
    }
    requestId.current ??= newRequestId();
    place.mutate({
      gameId: game.gameId,
      numero,
      playType,
      prizeMode,
      requestId: requestId.current,
      lines: orderLines(betType, picks, stake.stake),
    });
  };

  return (
    <Slip aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t('lottery.slip.label')}</SectionTitle>
      <RadioGroup
        legend={t('lottery.slip.betType')}
        appearance="chip"
        name={`${headingId}-bet-type`}
        options={betTypes.map((b) => ({
          value: b.code,
          label: `${t(`lottery.betTypes.${b.code}`)} · ${t('lottery.slip.odds', { odds: b.odds })}`,
        }))}
        value={betType.code}
        onChange={chooseBetType}
      />
      <Muted>{t(`lottery.hints.${betType.hint}`)}</Muted>

      {showsGrid(betType) || betType.kind === 'choice' ? (
        <Grid role="group" aria-label={t('lottery.slip.picks')} $wide={betType.kind === 'choice'}>
          {gridValues(betType).map((value) => (
            <Chip key={value} pressed={picks.includes(value)} onClick={() => changePicks(togglePick(picks, value))}>
              {pickLabel(value)}
            </Chip>
          ))}
        </Grid>
      ) : (
        <Typed>
          <TextField
            label={t('lottery.slip.typed', { digits: betType.digits })}
            hint={t('lottery.slip.typedHint')}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            error={typedError}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addTyped();
              }
            }}
          />
          <Button variant="secondary" size="sm" onClick={addTyped} disabled={typed.trim() === ''}>
            {t('lottery.slip.add')}
          </Button>
          {picks.length > 0 ? (
            <Chips aria-label={t('lottery.slip.picks')}>
              {picks.map((pick) => (
                <li key={pick}>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('lottery.slip.remove', { pick })}
                    onClick={() => changePicks(togglePick(picks, pick))}
                  >
                    {pick} ×
                  </Button>
                </li>
              ))}
            </Chips>
          ) : null}
        </Typed>
      )}

      <TextField
        label={t('lottery.slip.stake')}
        inputMode="decimal"
        autoComplete="off"
        value={stakeText}
        error={stakeError}
        onChange={(event) => {
          setStakeText(event.target.value);
          setStakeError(undefined);
        }}
      />
      <Summary aria-live="polite">{t('lottery.slip.summary', { count: picks.length, total: money(total) })}</Summary>
      {stake.ok ? <Muted>{t('lottery.slip.lineWin', { amount: money(lineWin(betType, stake.stake)) })}</Muted> : null}
      <Button size="lg" block loading={place.isPending} disabled={picks.length === 0} onClick={submit}>
        {t('lottery.slip.place')}
      </Button>
      {picks.length > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => changePicks([])}>
          {t('lottery.slip.clear')}
        </Button>
      ) : null}
    </Slip>
  );
}
