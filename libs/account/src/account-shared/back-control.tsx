import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** The account screens show without the site header: their own back control, in one look. */
export const BackBar = styled.div`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
`;

const look = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.color.text};
  font: inherit;
  font-size: 0.9375rem;
  text-decoration: underline;
  cursor: pointer;
`;

const BackLinkStyled = styled(Link)`
  ${look}
`;

const BackButtonStyled = styled.button`
  ${look}
`;

function Label({ children }: { children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true">←</span>
      <span>{children}</span>
    </>
  );
}

/** Back to a fixed page (the password screens go to /m/home). Its accessible name is "Back". */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <BackLinkStyled to={to} replace>
      <Label>{t('common.back')}</Label>
    </BackLinkStyled>
  );
}

/** Back by the caller's rule (the shell's back targets: login → /m/home, register → /). */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <BackButtonStyled type="button" onClick={onClick}>
      <Label>{t('common.back')}</Label>
    </BackButtonStyled>
  );
}
