import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;

  & a {
    color: ${tokens.color.text};
    font-size: 0.9375rem;
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 600;
`;

/**
 * The frame of the password screens, which show without the site header: their own title and a
 * back link to /m/home (spec: back on /m/changePsw and /m/forget goes home).
 */
export function PageFrame({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby={titleId}>
      <Top>
        <Link to="/m/home" replace>
          ← {t('password.change.back')}
        </Link>
      </Top>
      <Heading id={titleId}>{title}</Heading>
      {children}
    </Page>
  );
}
