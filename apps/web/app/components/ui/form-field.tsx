import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import "./form-field.css";

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** The field's message (the schema's or the server's); marks the input invalid. */
  error?: string;
  /** A line under the label that helps before anything is wrong ('At least 12 characters'). */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input of the store's forms (ADR 024): the hint and the message are read with the input
 * through aria-describedby, and aria-invalid marks a field with a message.
 */
export function FormField({ id, label, error, hint, className, ref, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={["form-field", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={ref}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        {...input}
      />
      <p id={errorId} className="form-field__error" aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}
