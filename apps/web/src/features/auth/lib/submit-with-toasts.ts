import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast, toastError } from '@/components/ui/use-toast';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';

/**
 * The submit handler of an account form: validated data goes to `mutation` (once at a time);
 * success runs `onSuccess`, failure shows a toast with the title given and the server's 4xx
 * sentence or the fallback given.
 */
export function submitWithToasts<Data, Result>(
  handleSubmit: (onValid: (data: Data) => void) => (event: FormEvent<HTMLFormElement>) => void,
  mutation: UseMutationResult<Result, Error, Data>,
  onSuccess: (result: Result) => void,
  [errorTitle, errorFallback]: [title: string, fallback: string],
) {
  return handleSubmit((data) => {
    if (mutation.isPending) return;
    mutation.mutate(data, {
      onSuccess,
      onError: (error) => toastError(errorTitle, error, errorFallback),
    });
  });
}

/**
 * After signing in or up: a welcome toast, then the page the member was going to (`?next=`, a
 * path of this site only), else the dashboard, replacing /auth in history.
 */
export function useWelcomeHome(): (title: string, description: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_PARAM));
  return useCallback(
    (title: string, description: string) => {
      toast({ title, description, variant: 'success' });
      navigate(next ?? '/', { replace: true });
    },
    [navigate, next],
  );
}
