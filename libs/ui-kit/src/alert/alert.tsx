import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';
export type AlertAppearance = 'inline' | 'banner';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  tone: AlertTone;
  /** `inline` (default): a line of text under a field or a form; `banner`: a tinted box with a coloured edge. */
  appearance?: AlertAppearance;
  /** A bold first line. */
  title?: ReactNode;
  /** A follow-up such as a Retry button or a link. */
  action?: ReactNode;
  /** Defaults to `alert` for error and warning, `status` for info and success. */
  role?: 'alert' | 'status' | 'note' | 'region';
  children?: ReactNode;
}

/** Errors and warnings interrupt (`role="alert"`), info and success wait their turn (`role="status"`). */
function alertRole(tone: AlertTone): 'alert' | 'status' {
  return tone === 'error' || tone === 'warning' ? 'alert' : 'status';
}

/** The colour that marks each tone; warning and info can be tuned per brand with component tokens. */
const edge: Record<AlertTone, string> = {
  info: `var(--wl-alert-info, ${tokens.color.primary})`,
  success: tokens.color.success,
  warning: `var(--wl-alert-warning, ${tokens.color.accent})`,
  error: tokens.color.danger,
};

/** Text colour: danger and success are legible as text; primary and accent are not on every brand. */
const ink: Record<AlertTone, string> = {
  info: tokens.color.text,
  success: tokens.color.success,
  warning: tokens.color.text,
  error: tokens.color.danger,
};

const appearances: Record<AlertAppearance, (tone: AlertTone) => ReturnType<typeof css>> = {
  inline: (tone) => css`
    ${
      tone === 'warning'
        ? css`
            padding-inline-start: 8px;
            border-inline-start: 3px solid ${edge[tone]};
          `
        : ''
    }
  `,
  banner: (tone) => css`
    padding: 10px 12px;
    border: 1px solid ${tokens.color.border};
    border-inline-start: 4px solid ${edge[tone]};
    border-radius: var(--wl-alert-radius, ${tokens.radius});
    background: ${tokens.color.surface};
    background: color-mix(in srgb, ${edge[tone]} 10%, ${tokens.color.surface});
  `,
};

const Box = styled.div<{ $tone: AlertTone; $appearance: AlertAppearance }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0;
  color: ${({ $tone }) => ink[$tone]};
  font-size: 0.875rem;
  line-height: 1.4;
  overflow-wrap: anywhere;
  ${({ $tone, $appearance }) => appearances[$appearance]($tone)}
`;

const Body = styled.div`
  flex: 1 1 12em;
  min-width: 0;

  & > p {
    margin: 0;
  }
`;

const Title = styled.strong`
  display: block;
  font-weight: 600;
`;

/** A message about the screen or a form: failure, warning, confirmation or information. */
export function Alert({ tone, appearance = 'inline', title, action, role, children, ...rest }: AlertProps) {
  return (
    <Box {...rest} role={role ?? alertRole(tone)} data-tone={tone} $tone={tone} $appearance={appearance}>
      <Body>
        {title !== undefined && title !== null ? <Title>{title}</Title> : null}
        {children}
      </Body>
      {action ?? null}
    </Box>
  );
}
