import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, fieldNoteIds } from '../internal/field-notes';
import { tokens } from '../theme/tokens';
import { VisuallyHidden } from '../internal/visually-hidden';

export type FieldsetDirection = 'column' | 'row';

export interface FieldsetProps extends ComponentPropsWithRef<'fieldset'> {
  /** Names the group for assistive technology; shown above the fields unless `hideLegend`. */
  legend: ReactNode;
  /** Keeps the legend for assistive technology only (when a visible heading already says it). */
  hideLegend?: boolean;
  /** Help text under the legend, linked through aria-describedby. */
  hint?: ReactNode;
  /** Validation message for the whole group, linked through aria-describedby. */
  error?: string;
  /** Fields one under the other (default) or wrapping in a row (radios, chips). */
  direction?: FieldsetDirection;
  children?: ReactNode;
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  margin: 0;
  padding: 0;
  color: ${tokens.color.text};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Fields = styled.div<{ $direction: FieldsetDirection }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $direction }) => ($direction === 'row' ? 'wrap' : 'nowrap')};
  gap: ${({ $direction }) => ($direction === 'row' ? '8px' : '12px')};
  min-width: 0;
`;

/** A group of fields under a legend (radios, a date range, an address), with an optional hint and error. */
export function Fieldset({
  legend,
  hideLegend = false,
  hint,
  error,
  direction = 'column',
  'aria-describedby': describedBy,
  children,
  ...rest
}: FieldsetProps) {
  const baseId = useId();
  const notes = fieldNoteIds(baseId, { hint, error, describedBy });
  return (
    <Group {...rest} aria-describedby={notes.describedBy}>
      {hideLegend ? <VisuallyHidden as="legend">{legend}</VisuallyHidden> : <Legend>{legend}</Legend>}
      <FieldHint id={notes.hintId}>{hint}</FieldHint>
      <Fields $direction={direction}>{children}</Fields>
      <FieldError id={notes.errorId}>{error}</FieldError>
    </Group>
  );
}
