/**
 * One labelled field of the account forms (name, password, recovery code): the label tied to
 * its input, the input required and controlled, and an optional hint under it.
 */
import type { ReactNode } from 'react';

export interface AccountFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: string;
  readonly type?: 'text' | 'password';
  readonly maxLength?: number;
  readonly hint?: string | undefined;
}

export function AccountField({
  id,
  label,
  value,
  onChange,
  hint,
  type,
  ...input
}: AccountFieldProps): ReactNode {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...input}
      />
      {hint && <small className="field-hint">{hint}</small>}
    </div>
  );
}
