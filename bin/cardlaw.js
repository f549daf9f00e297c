#!/usr/bin/env node
// Thin launcher: Node 20 cannot strip TypeScript types itself, so the CLI runs through tsx's loader.
import { register } from 'tsx/esm/api';
register();
await import('../src/cli.ts');
