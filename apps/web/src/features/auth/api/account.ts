import {
  type DeleteAccountRequest,
  type ForgotPasswordRequest,
  logoutEverywhereResponseSchema,
  messageResponseSchema,
  type ResetPasswordRequest,
} from '@facet/contracts';

import { useMutation } from '@tanstack/react-query';
import { apiCall, apiFetch, apiRequest } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** POST /api/auth/logout: ends this session on the server (its token stops working). */
export function logoutOnServer(): Promise<void> {
  return apiCall('POST', '/api/auth/logout');
}

/** POST /api/auth/logout-everywhere: ends every session of the member, this one included. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/auth/logout-everywhere', logoutEverywhereResponseSchema),
  });
}

/** DELETE /api/account with the current password. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest('DELETE', '/api/account', messageResponseSchema, { body }),
  });
}

/** GET /api/account/export, saved under the server's file name (a zip of everything). */
export async function exportMyData(): Promise<void> {
  const response = await apiFetch('GET', '/api/account/export', { accept: 'application/zip' });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'facet-export.zip';
  saveBlob(await response.blob(), name);
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

/** POST /api/auth/password/forgot: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiRequest('POST', '/api/auth/password/forgot', messageResponseSchema, { body }),
  });
}

/** POST /api/auth/password/reset with the link's secret. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiRequest('POST', '/api/auth/password/reset', messageResponseSchema, { body }),
  });
}
