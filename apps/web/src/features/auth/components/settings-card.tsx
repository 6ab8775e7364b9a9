import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';

export interface SettingsFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

/**
 * One section of Account Settings: an icon, a title, what it is for, and its content. With `form`
 * the content is a form (its fields as children) ending in its submit button.
 */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  form,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  form?: SettingsFormProps;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {form ? (
          <form noValidate onSubmit={form.onSubmit} className="grid gap-5">
            {children}
            <div>
              <PendingButton type="submit" pending={form.pending} pendingLabel={form.pendingLabel}>
                {form.submitLabel}
              </PendingButton>
            </div>
          </form>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
