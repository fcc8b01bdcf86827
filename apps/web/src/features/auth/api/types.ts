export type { Claims, SetClaimsRequest } from '@kira/core/claims';
export type { Me } from '@kira/core/me';
