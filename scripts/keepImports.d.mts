import type { Plugin } from 'esbuild';

export declare const keepImports: Plugin;
