import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastError } from '@/components/ui/use-toast';

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

/** After signing in or up: a welcome toast, then the dashboard (replacing /auth in history). */
export function useWelcomeHome(): (title: string, description: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (title: string, description: string) => {
      toast({ title, description, variant: 'success' });
      navigate('/', { replace: true });
    },
    [navigate],
  );
}
