import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { BackLink } from '@/components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The frame of the signed-out password pages: a way back, the logo, one card. */
export function AccountRecoveryLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col px-4 py-6 sm:px-8">
      <header className="flex items-center justify-between gap-4">
        <BackLink to="/auth" label="Back to login" />
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
