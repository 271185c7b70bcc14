import { plainIssueMessage } from '@storefront/shared';

/**
 * The same plain words as the API's for a check whose schema gives no message of its own
 * (packages/shared/src/common/issue-messages.ts), set on zod's shared global config the way
 * lib/zod-jitless.ts sets `jitless`, without loading zod into the entry. Imported right after
 * that module: importing the shared package there would evaluate it before `jitless` is set.
 */
type ZodGlobalConfig = { customError?: typeof plainIssueMessage };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.customError = plainIssueMessage;
