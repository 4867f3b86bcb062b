import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundaries between the top-level folders (DESIGN.md's layout), as patterns of the import path a file writes.
const TO_SERVER = { regex: '^(\\.\\./)+server(/|$)', message: 'src/ reaches the server through the API (src/api), never by importing server/.' };
const TO_SRC_OR_SERVER = { regex: '^(\\.\\./)+(src|server)(/|$)', message: 'engine/ runs in the browser and on the server alike: it imports neither src/ nor server/.' };
const TO_PAGES = { regex: '^(\\.\\./)+pages(/|$)', message: 'The dashboard shares with the pages through src/api, src/app or engine/, not by importing src/pages.' };
// A server module reads another module's data only through a shared place (server/users, server/tenancy, server/audit…)
// or that module's services, never through its queries or its routes: import paths into a sibling module, written
// from a module's top folder and from a folder one level down.
const OTHER_MODULE_MESSAGE = "A module does not import another module's queries or routes: move what both need to a shared place.";
const TO_OTHER_MODULE = { regex: '^(\\.\\./|\\.\\./\\.\\./modules/)[a-z-]+/[^/]*\\.(queries|routes)$', message: OTHER_MODULE_MESSAGE };
const TO_OTHER_MODULE_NESTED = { regex: '^(\\.\\./\\.\\./|\\.\\./\\.\\./\\.\\./modules/)[a-z-]+/[^/]*\\.(queries|routes)$', message: OTHER_MODULE_MESSAGE };
const MODULE_TEST_FILES = ['**/*.test.ts', '**/*.test-support.ts', '**/*.object-factories.ts'];
// Where Fastify may be imported: the plugins, the HTTP helpers, the context builder, the app, its tests and tools, routes.
const HTTP_LAYER = ['server/plugins/**', 'server/http/**', 'server/context/**', 'server/testing/**', 'server/tools/**', 'server/app.ts', 'server/**/*.routes.ts'];
const NOT_FASTIFY = { group: ['fastify'], message: 'Services, queries, audit and mail take an office context (server/context), never HTTP: Fastify belongs to routes, plugins and server/http.' };
const ENGINE_CORE = [
  { group: ['node:*', 'fs', 'path', 'os'], message: 'engine/ is pure TypeScript: no Node-only modules.' },
  { group: ['react', 'react-dom', 'antd'], message: 'React bindings live in engine/react/ only.' },
];
// Tests that check the browser's copy of a server rule against the server's own; nothing else in src/ imports server/.
const SRC_TESTS_READING_SERVER = ['src/pages/auth/password-rules.test.ts', 'src/pages/public/demo/demo-offices.test.ts', 'src/i18n/locales/screen-nouns.test.ts'];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'data/', 'test-artifacts/', 'engine/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_SRC_OR_SERVER] }] },
  },
  {
    // Engine code runs in the browser and on the server: no Node-only modules, no React outside engine/react.
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts', 'engine/react/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_SRC_OR_SERVER, ...ENGINE_CORE] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: SRC_TESTS_READING_SERVER,
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_SERVER] }] },
  },
  {
    files: ['src/dashboard/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_SERVER, TO_PAGES] }] },
  },
  {
    // Business code takes an office context, never HTTP (issue 18): Fastify is known only to the HTTP layer.
    files: ['server/**/*.ts'],
    ignores: [...HTTP_LAYER, ...MODULE_TEST_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_FASTIFY] }] },
  },
  {
    files: ['server/modules/*/*.ts'],
    ignores: MODULE_TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_OTHER_MODULE, NOT_FASTIFY] }] },
  },
  {
    files: ['server/modules/*/*/*.ts'],
    ignores: MODULE_TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_OTHER_MODULE_NESTED, NOT_FASTIFY] }] },
  },
  {
    // A module's routes are its HTTP layer: they may use Fastify, never another module's queries or routes.
    files: ['server/modules/*/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_OTHER_MODULE] }] },
  },
  {
    files: ['server/modules/*/*/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TO_OTHER_MODULE_NESTED] }] },
  },
  {
    // Config files whose tools want a default export.
    files: ['*.config.ts', '*.config.js', '.storybook/**', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
