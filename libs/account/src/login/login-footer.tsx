import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { tokens } from '@wl/ui-kit/theme';

const Foot = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 20px 16px 32px;
  color: ${tokens.color.textMuted};
  font-size: 0.75rem;
`;

const Copyright = styled.p`
  margin: 0;
  text-align: center;
`;

export interface LoginFooterProps {
  /** The shell's language switcher (one implementation, passed in). */
  languageSwitcher?: ReactNode;
  /** Up to four hot game icons (the games work supplies them). */
  gameIcons?: ReactNode;
}

/** Login-page footer (spec §2): language switcher, hot game icons, copyright line. */
export function LoginFooter({ languageSwitcher, gameIcons }: LoginFooterProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Foot aria-label={t('login.footer.label')}>
      {languageSwitcher}
      {gameIcons}
      <Copyright>{brand.copyright}</Copyright>
    </Foot>
  );
}
