import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, fieldNoteIds } from '../internal/field-notes';
import { tokens } from '../theme/tokens';

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** Validation message; marks the select invalid and is announced with it. */
  error?: string;
  /** Help text under the select. */
  hint?: ReactNode;
  /** The `<option>` (and `<optgroup>`) elements. */
  children: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Control = styled.div`
  position: relative;
  display: flex;

  /* The chevron, drawn with two borders in the muted text colour. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: 14px;
    width: 7px;
    height: 7px;
    margin-top: -6px;
    border-right: 2px solid ${tokens.color.textMuted};
    border-bottom: 2px solid ${tokens.color.textMuted};
    transform: rotate(45deg);
    pointer-events: none;
  }
`;

const Native = styled.select`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 36px 0 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: var(--wl-field-radius, ${tokens.radius});
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-size: 1rem;
  appearance: none;
  cursor: pointer;

  &:focus {
    border-color: ${tokens.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A labelled native select (the phone's own picker); its error and hint are linked through aria-describedby. */
export function Select({ label, error, hint, id, 'aria-describedby': describedBy, children, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const notes = fieldNoteIds(selectId, { hint, error, describedBy });

  return (
    <Field>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Control>
        <Native
          {...rest}
          id={selectId}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={notes.describedBy}
        >
          {children}
        </Native>
      </Control>
      <FieldHint id={notes.hintId}>{hint}</FieldHint>
      <FieldError id={notes.errorId}>{error}</FieldError>
    </Field>
  );
}
