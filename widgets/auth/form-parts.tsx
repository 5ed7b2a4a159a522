import { useStore } from '@nanostores/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { $signIn } from '../../stores/auth/sign-in';
import { fieldErrors, type CheckedField, type FieldErrors } from './field-errors';

/** The reading of a submitted form's text fields, with the blank or malformed ones flagged and focused. */
export function readForm<K extends string>(
  event: FormEvent<HTMLFormElement>,
  names: readonly K[],
  checked: readonly CheckedField[],
) {
  event.preventDefault();
  const form = event.currentTarget;
  const data = new FormData(form);
  const values = Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
  const errors = fieldErrors(values, checked);
  const first = checked.find((field) => errors[field]);
  if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  return { values, errors, ok: !first, checked: (name: string) => data.get(name) === 'on' };
}

export type { FieldErrors };

/** The failure of the last request, next to the form and announced (as text: a server's markup stays inert). */
export function FormMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="auth__message" role="alert">
      {message}
    </p>
  );
}

/** A native checkbox with its label. */
export function Checkbox({
  name,
  label,
  defaultChecked = false,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="auth__check">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} />
      {label}
    </label>
  );
}

/** The proof of work's progress while it runs: the page stays usable; closing the dialog stops it. */
export function ProofProgress() {
  const { proofProgress } = useStore($signIn);
  const labelId = useId();
  if (proofProgress === null) return null;
  const percent = Math.min(99, Math.floor(proofProgress * 100));
  return (
    <div className="auth__proof">
      <p id={labelId} role="status">
        Running a quick security check…
      </p>
      <progress aria-labelledby={labelId} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}

/** The row of links between the views. */
export function Switches({ children }: { children: ReactNode }) {
  return <p className="auth__switches">{children}</p>;
}
