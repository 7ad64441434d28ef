import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contractCheckRuns, loadContractCheck } from '@wl/agent';
import { useBrand } from '@wl/brand';
import { loadHomeNotices } from '@wl/member';
import { useSessionInfo, useSessionRenew } from '@wl/session';
import { tokens } from '@wl/ui-kit/theme';
import { lazyOverlay } from '../../layout/lazy-overlay';
import { HomeLobby } from '../../routes/game-slots';

// Announcement marquee and popup carousel (messages and content), in their own chunk.
const HomeNotices = lazy(loadHomeNotices);
const NoticeSlot = styled.div`
  min-height: 36px;
`;

/** The contract check's alerts load only for members it runs for, after the session renew. */
const ContractCheck = lazyOverlay<{ open: boolean }>(() => loadContractCheck().then((m) => () => <m.ContractCheck />));

const Section = styled.section`
  padding: 24px 16px;
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 1.375rem;
  color: ${tokens.color.text};
`;

const Text = styled.p`
  margin: 0 0 12px;
  color: ${tokens.color.textMuted};
  line-height: 1.5;
`;

/** The lobby's room is kept while its chunk loads, so nothing below it jumps. */
const LobbySlot = styled.div`
  min-height: 480px;
`;

/**
 * Home body: the announcement marquee and the popup carousel (their own chunk), a greeting, then the
 * game lobby and the latest winners (@wl/games).
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const renewed = useSessionRenew();
  const info = useSessionInfo();
  const checkContracts = renewed && contractCheckRuns({ loggedIn: info !== undefined, type: info?.type });
  return (
    <>
      <NoticeSlot>
        <Suspense fallback={null}>
          <HomeNotices />
        </Suspense>
      </NoticeSlot>
      <Section aria-labelledby="home-title">
        <Title id="home-title">{t('home.welcome', { brand: brand.displayName })}</Title>
        <Text>{t('home.tagline')}</Text>
      </Section>
      <LobbySlot>
        <HomeLobby />
      </LobbySlot>
      <ContractCheck open={checkContracts} />
    </>
  );
}
