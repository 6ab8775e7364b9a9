import type { UpdateProfileRequest, UpdateProfileResponse, User } from '@facet/contracts';
import { updateProfileResponseSchema } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest('PATCH', '/api/auth/profile', updateProfileResponseSchema, { body });
}

/** PATCH /api/auth/profile; the cached current user is replaced by the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<User | null>(authKeys.me, user);
    },
  });
}
