export * from './accounts.ts';
export * from './chat.ts';
export * from './protocol.ts';
export * from './replay.ts';
