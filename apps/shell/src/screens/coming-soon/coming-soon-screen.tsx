import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 24px;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${tokens.color.text};
`;

const Text = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

const HomeLink = styled(Link)`
  margin-top: 8px;
  padding: 10px 20px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;

export interface ComingSoonScreenProps {
  titleKey: string;
}

/** The honest body of a route whose screen arrives with later work: its title, a clear note, a way home. */
export default function ComingSoonScreen({ titleKey }: ComingSoonScreenProps) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="coming-soon-title">
      <Title id="coming-soon-title">{t(titleKey)}</Title>
      <Text>{t('common.comingSoon')}</Text>
      <Text>{t('common.comingSoonHint')}</Text>
      <HomeLink to="/m/home">{t('common.backHome')}</HomeLink>
    </Section>
  );
}
