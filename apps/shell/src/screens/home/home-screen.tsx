import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contractCheckRuns, loadContractCheck } from '@wl/agent';
import { useBrand } from '@wl/brand';
import { useSessionInfo, useSessionRenew } from '@wl/session';
import { tokens } from '@wl/ui-kit/theme';
import { lazyOverlay } from '../../layout/lazy-overlay';

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

const Note = styled.p`
  margin: 16px 0 0;
  padding: 16px;
  border: 1px dashed ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  text-align: center;
`;

/**
 * Home body. Banners, the announcement marquee and the game menu arrive with the games work; until
 * then the page greets the visitor and says plainly that the lobby is coming.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const renewed = useSessionRenew();
  const info = useSessionInfo();
  const checkContracts = renewed && contractCheckRuns({ loggedIn: info !== undefined, type: info?.type });
  return (
    <Section aria-labelledby="home-title">
      <Title id="home-title">{t('home.welcome', { brand: brand.displayName })}</Title>
      <Text>{t('home.tagline')}</Text>
      <Note>{t('home.gamesComingSoon')}</Note>
      <ContractCheck open={checkContracts} />
    </Section>
  );
}
