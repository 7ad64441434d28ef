import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { closeTarget } from '../rules/play-route';
import { LotteryBar, LotteryBarTitle } from './lottery-bar';

/** The spec's small corner hot-spot that closes the lottery (in the bar's corner, so it stays on screen). */
const CloseSpot = styled.button`
  position: absolute;
  top: 8px;
  left: 8px;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${tokens.color.onHeader};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${tokens.color.onHeader};
  }
`;

export interface PlayFrameProps {
  title: string;
  pageBack: boolean;
  /** Right-hand side of the bar (the balance). */
  end?: ReactNode;
  children: ReactNode;
}

/** The lottery play page around the embedded lottery: its bar with the close hot-spot in the corner. */
export function PlayFrame({ title, pageBack, end, children }: PlayFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page as="div" fill inset="none" gap="none">
      <LotteryBar $start="spot">
        <CloseSpot type="button" aria-label={t('lottery.play.close')} onClick={() => navigate(closeTarget(pageBack))}>
          <span aria-hidden="true">×</span>
        </CloseSpot>
        <LotteryBarTitle>{title}</LotteryBarTitle>
        {end}
      </LotteryBar>
      {children}
    </Page>
  );
}
