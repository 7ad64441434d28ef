import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export type FormGap = 'sm' | 'md' | 'lg';

export interface FormProps extends ComponentPropsWithRef<'form'> {
  /** Space between fields: 12px, 14px (default) or 16px. */
  gap?: FormGap;
  children?: ReactNode;
}

const gaps: Record<FormGap, string> = { sm: '12px', md: '14px', lg: '16px' };

const Column = styled.form<{ $gap: FormGap }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => gaps[$gap]};
  min-width: 0;
  margin: 0;
`;

/**
 * A form laid out as one column of fields. Validation is the screen's (`noValidate` by default, so the browser's
 * own bubbles never show); name it with `aria-label` or `aria-labelledby` when the screen holds more than one.
 */
export function Form({ gap = 'md', noValidate = true, children, ...rest }: FormProps) {
  return (
    <Column {...rest} noValidate={noValidate} $gap={gap}>
      {children}
    </Column>
  );
}
