import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center"
    >
      <Logo />
      <IconTile icon={Compass} size="2xl" />
      <div>
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
      </div>
      <Button asChild>
        <Link to="/">Go back home</Link>
      </Button>
    </main>
  );
}
