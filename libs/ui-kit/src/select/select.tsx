import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
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

const Label = styled.label`
  font-size: 0.875rem;
  color: ${tokens.color.text};
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

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.color.danger};
`;

/** A labelled native select (the phone's own picker); its error and hint are linked through aria-describedby. */
export function Select({ label, error, hint, id, 'aria-describedby': describedBy, children, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Control>
        <Native
          {...rest}
          id={selectId}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedByIds}
        >
          {children}
        </Native>
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
