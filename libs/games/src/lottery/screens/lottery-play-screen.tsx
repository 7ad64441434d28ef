import { useTranslation } from '@wl/i18n';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isPlayer, useSessionInfo } from '@wl/session';
import { EmptyState } from '@wl/ui-kit';
import { LotteryPlay } from '../components/lottery-play';
import { PlayFrame } from '../components/play-frame';
import { parsePlayRoute } from '../rules/play-route';
import { RealityCheckGate } from '../../protection/reality-check-gate';

import { sitePaths } from '@wl/brand';
const Centre = styled.div`
  padding: 32px 16px;
`;

/**
 * /m/lotto-h5/{mui}/{playType}/games/{gameId}?prize_mode=…(&pageBack=1): the lottery play page.
 * Visitors go to /m/login (spec §4); members and trial accounts (on their demo credit) play; an address for another merchant or an
 * unknown game is explained, never a blank page. The reality check (issue 13) pauses play when due.
 */
export default function LotteryPlayScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const { search } = useLocation();
  const info = useSessionInfo();
  if (!info || !isPlayer(info.type)) return <Navigate to={sitePaths.login} replace />;
  const parsed = parsePlayRoute(params, search);
  const problem = !parsed.ok ? 'unknownGame' : parsed.route.mui !== info.merchantCode ? 'otherSite' : null;
  if (!parsed.ok || problem) {
    return (
      <PlayFrame title={t('titles.lottoPlay')} pageBack={parsed.ok && parsed.route.pageBack}>
        <Centre>
          <EmptyState
            text={t(`lottery.play.${problem ?? 'unknownGame'}`)}
            action={<Link to={sitePaths.lottery}>{t('lottery.play.toList')}</Link>}
          />
        </Centre>
      </PlayFrame>
    );
  }
  return (
    <RealityCheckGate>
      <LotteryPlay route={parsed.route} token={info.token} />
    </RealityCheckGate>
  );
}
