import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Vassalage } from '@wl/api-client/contract/game-catalogue';
import { playTypes, prizeModes } from '@wl/api-client/contract/lottery-modes';
import type { PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';
import { useApiClient, useErrorMessage, useSessionInfo } from '@wl/session';
import { Loading } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { launchGame } from './launch-calls';
import { gameWindow } from './use-launch';

import { sitePaths } from '@wl/brand';
const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 24px;
  text-align: center;
  color: ${tokens.color.text};

  & a {
    color: ${tokens.color.primary};
    font-weight: 600;
  }
`;

export interface LaunchRequest {
  vendor: string;
  code: string;
  playType: PlayType;
  prizeMode: PrizeMode;
  pageBack: boolean;
}

/** The launch screen's query (spec §2: playType, prize_mode, code, pageBack; and the vendor). Null when unusable. */
export function readLaunchRequest(search: URLSearchParams): LaunchRequest | null {
  const vendor = search.get('vendor') ?? '';
  const code = search.get('code') || 'lobby';
  const playType = search.get('playType') ?? 'trad';
  const prizeMode = search.get('prize_mode') ?? 'Elott';
  if (!Vassalage.safeParse(vendor).success || !/^[A-Za-z0-9_]{1,40}$/.test(code)) return null;
  if (!(playTypes as readonly string[]).includes(playType) || !(prizeModes as readonly string[]).includes(prizeMode))
    return null;
  return {
    vendor,
    code,
    playType: playType as PlayType,
    prizeMode: prizeMode as PrizeMode,
    pageBack: search.has('pageBack'),
  };
}

/** Adds pageBack=1 to a site path (the lottery page's hot-spot then returns home). */
export function withPageBack(url: string, pageBack: boolean): string {
  if (!pageBack) return url;
  return `${url}${url.includes('?') ? '&' : '?'}pageBack=1`;
}

/** /m/launchGame: the lottery launch; replaces itself with the lottery app's page. */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const info = useSessionInfo();
  const [search] = useSearchParams();
  const request = readLaunchRequest(search);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const messageOf = useErrorMessage();

  useEffect(() => {
    if (!request || !info || started.current) return;
    started.current = true;
    launchGame(client, {
      vendor: request.vendor,
      gameCode: request.code,
      prizeMode: request.prizeMode,
      playType: request.playType,
    })
      .then((result) => {
        if (result.kind === 'lottery') navigate(withPageBack(result.url, request.pageBack), { replace: true });
        else gameWindow.open(result.url);
      })
      .catch((error: unknown) => {
        const failure = messageOf(error);
        setProblem(t(failure.key, failure.values));
      });
  }, [client, info, messageOf, navigate, request, t]);

  if (!info) return <Navigate to={sitePaths.login} replace />;
  if (!request || problem) {
    return (
      <Box aria-labelledby="launch-problem">
        <p id="launch-problem" role="alert">
          {problem ?? t('games.launch.badLink')}
        </p>
        <Link to={sitePaths.home}>{t('common.backHome')}</Link>
      </Box>
    );
  }
  return (
    <Box aria-busy="true">
      <Loading label={t('games.launch.opening')} />
    </Box>
  );
}
