import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : 'An unexpected error occurred. Please reload the page.';
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center"
    >
      <IconTile icon={TriangleAlert} tone="danger" size="2xl" />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 max-w-md text-muted-foreground">{message}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Go back home
          </Link>
        </Button>
      </div>
    </main>
  );
}
