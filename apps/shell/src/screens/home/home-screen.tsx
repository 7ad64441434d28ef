import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { loadHomeNotices } from '@wl/member';
import { useSessionRenew } from '@wl/session';
import { tokens } from '@wl/ui-kit/theme';

// Announcement marquee and popup carousel (messages and content), in their own chunk.
const HomeNotices = lazy(loadHomeNotices);
const NoticeSlot = styled.div`
  min-height: 36px;
`;

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
 * Home body: the announcement marquee and the popup carousel (their own chunk), then the greeting.
 * The game menu arrives with the games work; until then the page says plainly that it is coming.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  useSessionRenew();
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
        <Note>{t('home.gamesComingSoon')}</Note>
      </Section>
    </>
  );
}
