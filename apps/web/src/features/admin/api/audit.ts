import { type AdminAuditQuery, adminAuditResponseSchema } from '@storefront/shared';
import { pagedListHook } from './resources';

export const useAdminAudit = pagedListHook<AdminAuditQuery, typeof adminAuditResponseSchema>(
  '/admin/audit',
  import.meta.env.DEV && adminAuditResponseSchema,
);
