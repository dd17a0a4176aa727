/**
 * `@nobid/notify/testing`: the far ends of email and push for tests (this package's, the
 * server's, the e2e suite's): a real SMTP server whose mails are parsed as a mail client would,
 * and a push service over TLS whose messages are decrypted as a browser would. Node only; needs
 * the dev dependencies `smtp-server` and `mailparser`.
 */
export { type PushRequest, startPushEndpoint } from './push-endpoint.ts';
export { rawHeader, startSmtp, type TestSmtp } from './smtp.ts';
export { type BrowserKeys, browserKeys, checkVapid, decryptPush } from './web-push-decrypt.ts';
