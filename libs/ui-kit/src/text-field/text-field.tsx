import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, fieldNoteIds } from '../internal/field-notes';
import { tokens } from '../theme/tokens';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Content inside the field before the input, e.g. a mobile number's dialing code (+63). */
  start?: ReactNode;
  /** Content inside the field at the end, e.g. a show-password toggle or a send-code button. */
  end?: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Control = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.border)};
  border-radius: var(--wl-field-radius, ${tokens.radius});
  background: ${tokens.color.surface};

  &:focus-within {
    border-color: ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.primary)};
  }

  /* A read-only value (e.g. the username on the change-password screen) does not look editable. */
  &:has(input[readonly]) {
    background: ${tokens.color.bg};
    border-style: dashed;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${tokens.color.text};
  font-size: 1rem;

  &::placeholder {
    color: ${tokens.color.textMuted};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

/** A labelled input; its error and hint are linked through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  start,
  end,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const notes = fieldNoteIds(inputId, { hint, error, describedBy });

  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Control $invalid={Boolean(error)}>
        {start}
        <Input
          {...rest}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={notes.describedBy}
        />
        {end}
      </Control>
      <FieldHint id={notes.hintId}>{hint}</FieldHint>
      <FieldError id={notes.errorId}>{error}</FieldError>
    </Field>
  );
}
