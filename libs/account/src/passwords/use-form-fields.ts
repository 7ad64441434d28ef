import { useRef, useState } from 'react';
import { firstInvalidPasswordField } from './change-password-rules';

/**
 * The text fields of a password screen's form: their values, their problems (message keys) and their
 * inputs. Typing in a field clears its problem.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  /** The ref callback of a field's input. */
  const ref = (field: F) => (node: HTMLInputElement | null) => {
    refs.current[field] = node;
  };

  const setValue = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Shows the problems found and focuses the first invalid field in `order`; true when there is none. */
  const showErrors = (found: Partial<Record<F, string>>, order: readonly F[]) => {
    setErrors(found);
    const first = firstInvalidPasswordField(found, order);
    if (first) refs.current[first]?.focus();
    return first === undefined;
  };

  return { values, errors, setErrors, refs, ref, setValue, showErrors };
}
