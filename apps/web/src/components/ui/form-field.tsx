import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Validation message shown under the input; marks the input invalid. */
  error?: string | undefined;
  /** Helper text shown under the input when there is no error. */
  hint?: ReactNode;
  id?: string;
  containerClassName?: string;
}

/** Label + input + error/hint, wired with htmlFor, aria-invalid and aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  id,
  containerClassName,
  className,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={cn('grid gap-2', containerClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={className}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
