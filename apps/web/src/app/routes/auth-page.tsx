import { CheckCircle2 } from 'lucide-react';
import { Glow } from '@/components/layout/glow';
import { Logo } from '@/components/layout/logo';
import { BackLink } from '@/components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToastPlacement } from '@/components/ui/use-toast';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useDocumentTitle } from '@/lib/use-document-title';

const HIGHLIGHTS = [
  'Personal AI coaches for every stage of your career',
  'CV analysis and a six-dimension diamond profile',
  'Well-being support when work gets heavy',
];

/** /auth: a back link to /, and the tabs Login (default) and Sign Up. */
export default function AuthPage() {
  useDocumentTitle('Sign in');
  useToastPlacement('beside-card');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-800 to-violet-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Glow className="-right-24 -bottom-24 size-96 bg-violet-500/30 blur-3xl" />
        <p className="relative text-sm font-semibold tracking-wide text-indigo-100 uppercase">
          Facet career coaching
        </p>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold">
            Every career has many facets. Discover yours.
          </p>
          <ul className="mt-8 grid gap-4">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-start gap-3 text-indigo-50">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-amber-300"
                  aria-hidden="true"
                />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-indigo-100">
          Join professionals who use Facet to grow with clarity and confidence.
        </p>
      </aside>

      <div className="flex flex-col px-4 py-6 sm:px-8">
        <header className="flex items-center justify-between gap-4">
          <BackLink to="/" label="Back to home" />
          <Logo />
        </header>
        <main id="main" className="flex flex-1 items-center justify-center pt-16 pb-10 lg:py-10">
          <Card className="w-full max-w-md" data-testid="auth-card">
            <CardHeader className="text-center">
              <CardTitle as="h1" className="text-2xl">
                Welcome to Facet
              </CardTitle>
              <CardDescription>
                Sign in to continue your journey, or create an account to get started.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="login">
                <TabsList>
                  <TabsTrigger value="login">Login</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
                {/* The panels hold forms, whose fields are the next stop after the tabs: the
                    panel itself is no extra Tab stop. */}
                <TabsContent value="login" tabIndex={-1}>
                  <LoginForm />
                </TabsContent>
                <TabsContent value="signup" tabIndex={-1}>
                  <SignupForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}
