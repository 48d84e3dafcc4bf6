/**
 * Vite's `import.meta.glob`, which Vitest expands when it loads a test: the contract's tests list its
 * modules with it. Only this part is declared, because the contract loads neither Node's nor Vite's
 * types (tsconfig.json): its modules run in browsers and on the server alike.
 */
interface ImportMeta {
  glob(patterns: string | string[]): Record<string, () => Promise<unknown>>;
  glob(patterns: string | string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
