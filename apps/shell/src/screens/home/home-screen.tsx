import { useCallback, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { contractCheckRuns, loadContractCheck } from '@wl/agent';
import { useBrand } from '@wl/brand';
import { loadRegistrationLimitPrompt } from '@wl/member';
import { loadHomeNotices } from '@wl/content';
import { safeSessionStorage, storageKeys, useSessionInfo, useSessionRenew } from '@wl/session';
import { lazyPiece } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { lazyOverlay } from '../../layout/lazy-overlay';
import { HomeLobby } from '../../routes/game-slots';

// Announcement marquee and popup carousel (messages and content), in their own chunk; if it fails to load, the rest of
// the home stays (lazyPiece).
const HomeNotices = lazyPiece(loadHomeNotices);
// The deposit-limit prompt after a registration (decision 0041): its chunk loads only when a registration set the flag.
const RegistrationLimitPrompt = lazyPiece(loadRegistrationLimitPrompt);
const PromptSlot = styled.div`
  padding: 0 16px 16px;

  &:empty {
    display: none;
  }
`;

const NoticeSlot = styled.div`
  min-height: 36px;
`;

/** The contract check's alerts load only for members it runs for, after the session renew. */
const ContractCheck = lazyOverlay<{ open: boolean; onDone: () => void }>(() =>
  loadContractCheck().then((m) => (props: { onDone: () => void }) => <m.ContractCheck onDone={props.onDone} />),
);

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
 * game lobby and the latest winners (@wl/games). For an agent the contract alerts come first and the
 * popup carousel after them, never both at once.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const renewed = useSessionRenew();
  const info = useSessionInfo();
  const checksContracts = contractCheckRuns({ loggedIn: info !== undefined, type: info?.type });
  const checkContracts = renewed && checksContracts;
  // One home dialog at a time: the popup announcements wait for the contract check's alerts.
  const [contractsDoneFor, setContractsDoneFor] = useState<string | undefined>(undefined);
  const token = info?.token;
  const contractsDone = useCallback(() => setContractsDoneFor(token), [token]);
  const holdPopups = checksContracts && contractsDoneFor !== token;
  const [limitPromptWaiting] = useState(() => safeSessionStorage.get(storageKeys.limitPromptAfterRegistration) === '1');
  return (
    <>
      <NoticeSlot>
        <HomeNotices holdPopups={holdPopups} />
      </NoticeSlot>
      <Section aria-labelledby="home-title">
        <Title id="home-title">{t('home.welcome', { brand: brand.displayName })}</Title>
        <Text>{t('home.tagline')}</Text>
      </Section>
      {limitPromptWaiting ? (
        <PromptSlot>
          <RegistrationLimitPrompt />
        </PromptSlot>
      ) : null}
      <LobbySlot>
        <HomeLobby />
      </LobbySlot>
      <ContractCheck open={checkContracts} onDone={contractsDone} />
    </>
  );
}
