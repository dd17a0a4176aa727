#!/usr/bin/env node
// The `nobid` command. The sources are TypeScript run through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
