import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { statusKeys } from '@wl/session';
import { Button, Page } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { PrimaryLink } from '../primary-link';
import { useServiceLinks } from '../customer-service-modal/use-service-links';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { contactLink } from './rules';

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 56px;
  padding: 0 12px;
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
`;

/* The message is centred under the full-width bar (Page lines its blocks up at the start). */
const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 32px 24px;
  text-align: center;
`;

const Logo = styled.img`
  display: block;
  height: 32px;
  width: auto;
  max-width: 160px;
`;

const Symbol = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: ${tokens.color.surface};
  color: ${tokens.color.primary};
  font-size: 2.25rem;
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 1.375rem;
`;

const Text = styled.p`
  max-width: 32rem;
  margin: 0 0 16px;
  color: ${tokens.color.textMuted};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: grid;
  gap: 12px;
  width: min(100%, 320px);
  margin-top: 8px;
`;

export interface StatusPageProps {
  symbol: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The frame of the maintenance and Access Denied pages: logo, message, contact link and a retry; it titles the tab. */
export function StatusPage({ symbol, title, text, children }: StatusPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const { services, contacts } = useServiceLinks();
  const contact = contactLink(services, contacts);
  const [checking, setChecking] = useState(false);

  // The page replaces the site whatever address was asked for: the tab names this page, not that one.
  useEffect(() => {
    document.title = `${title} · ${brand.displayName}`;
  }, [title, brand.displayName]);

  const retry = () => {
    setChecking(true);
    void queryClient.refetchQueries({ queryKey: statusKeys.status() }).finally(() => setChecking(false));
  };

  return (
    <Page as="main" fill inset="none" gap="none">
      <Top>
        <Logo src={brandAssetUrl(brand.assets.logo)} alt={brand.displayName} height={32} />
        <LanguageSwitcher />
      </Top>
      <Message>
        <Symbol aria-hidden="true">{symbol}</Symbol>
        <Title>{title}</Title>
        <Text>{text}</Text>
        {children}
        <Actions>
          {contact ? (
            <PrimaryLink href={contact} target="_blank" rel="noopener noreferrer">
              {t('pieces.status.contact')}
            </PrimaryLink>
          ) : null}
          <Button variant="secondary" loading={checking} onClick={retry}>
            {t('pieces.status.retry')}
          </Button>
        </Actions>
      </Message>
    </Page>
  );
}
