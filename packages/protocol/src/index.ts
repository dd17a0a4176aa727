export * from './accounts.ts';
export * from './chat.ts';
export * from './limits.ts';
export * from './protocol.ts';
export * from './replay.ts';
export * from './rest.ts';
export * from './site.ts';
export * from './socket.ts';
