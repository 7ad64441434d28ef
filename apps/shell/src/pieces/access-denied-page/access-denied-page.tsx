import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';
import { BlockIcon } from '../icons';
import { StatusPage } from '../status-page/status-page';

const IpBox = styled.p`
  margin: 0 0 16px;
  padding: 8px 16px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  font-size: 0.9375rem;

  & > strong {
    font-family: ui-monospace, monospace;
  }
`;

export interface AccessDeniedPageProps {
  /** The visitor's IP as the platform saw it (status → location.ip). */
  ip: string;
}

/** System status 2: region restriction, with the visitor's IP and a contact link. */
export function AccessDeniedPage({ ip }: AccessDeniedPageProps) {
  const { t } = useTranslation();
  return (
    <StatusPage symbol={<BlockIcon />} title={t('pieces.status.deniedTitle')} text={t('pieces.status.deniedText')}>
      <IpBox>
        {t('pieces.status.yourIp')}: <strong>{ip.trim() || t('pieces.status.unknownIp')}</strong>
      </IpBox>
    </StatusPage>
  );
}
