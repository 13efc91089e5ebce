import type { ComponentPropsWithRef } from 'react';
import { WarningIcon } from './WarningIcon';

type TextFieldProps = ComponentPropsWithRef<'input'> & { id: string; label: string; error?: string };

/** A labelled input whose error (spec §5: under the field, with a warning icon) is its description. */
export function TextField({ id, label, error, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className="field__error">
          <WarningIcon /> {error}
        </p>
      )}
    </div>
  );
}
