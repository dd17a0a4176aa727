/**
 * Optional accounts (issue 16). For other features: `requestUser`/`cookieHeaderUser` say who a
 * request or a socket is, `requireAdmin`/`isAdmin` guard admin work (the chat's report queue),
 * and `ctx.accounts.addDataSource` adds a feature's data to the account's download.
 */

export { cookieHeaderUser, isAdmin, requestUser, requireAdmin, requireUser } from './requests.ts';
export { DEFAULT_SIGN_IN_LIMITS, registerAccountRoutes, type SignInLimits } from './routes.ts';
export { AccountService, type DataSource, DELETED_NAME } from './service.ts';
