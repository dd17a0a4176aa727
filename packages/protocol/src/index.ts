export * from './chat.ts';
export * from './protocol.ts';
