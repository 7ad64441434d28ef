import type { ReactNode } from 'react';
import styled from 'styled-components';
import { sitePaths } from '@wl/brand';
import { Page, SectionTitle } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { BackBar, BackLink } from '../account-shared/back-control';

const Subtitle = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;
`;

export interface PageFrameProps {
  title: string;
  titleId: string;
  /** A line under the title (the change-password screen's reason). */
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the password screens (/m/forget, /m/changePsw), which show without the site header:
 * a back link to /m/home (spec: back on both goes home), their own title and an optional subtitle.
 */
export function PageFrame({ title, titleId, subtitle, children }: PageFrameProps) {
  return (
    <>
      <BackBar>
        <BackLink to={sitePaths.home} />
      </BackBar>
      <Page inset="md" aria-labelledby={titleId}>
        <SectionTitle id={titleId} level={1} size="lg">
          {title}
        </SectionTitle>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Page>
    </>
  );
}
