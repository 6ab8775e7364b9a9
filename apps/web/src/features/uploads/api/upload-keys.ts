import type { UploadKind } from '@facet/contracts';

/** Query keys of the uploads feature. */
export const uploadKeys = {
  all: ['uploads'] as const,
  list: (kind: UploadKind) => ['uploads', 'list', kind] as const,
};
