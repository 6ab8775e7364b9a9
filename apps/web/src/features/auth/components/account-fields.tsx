import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';

type FieldProps = Omit<ComponentProps<typeof FormField>, 'label'>;

/** First and last name side by side (signup and profile). */
export function NameFields({ field }: { field: (name: 'firstName' | 'lastName') => FieldProps }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="First Name" autoComplete="given-name" {...field('firstName')} />
      <FormField label="Last Name" autoComplete="family-name" {...field('lastName')} />
    </div>
  );
}

/** An e-mail address field with the browser's e-mail keyboard and autofill. */
export function EmailField({ label = 'Email', ...props }: FieldProps & { label?: string }) {
  return <FormField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password field; `kind` tells the browser's password manager which password it takes. */
export function PasswordField({
  label,
  kind,
  ...props
}: FieldProps & { label: string; kind: 'current' | 'new' }) {
  return <FormField label={label} type="password" autoComplete={`${kind}-password`} {...props} />;
}

/** The full-width submit button of the sign-in forms. */
export function AuthSubmitButton(props: {
  pending: boolean;
  pendingLabel: string;
  children: string;
}) {
  return <PendingButton type="submit" size="lg" className="w-full" {...props} />;
}
