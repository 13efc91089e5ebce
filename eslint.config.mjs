// ESLint over every workspace (issue 15, "Habits"). Why each rule is on, down or off: docs/decisions.md,
// "Linting and formatting". Run with `npm run lint`; it is the first layer of `npm test`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const FRONT_ENDS = ['backoffice/**/*.{ts,tsx}', 'public-web/**/*.{ts,tsx}'];
const TESTS = ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/jest/**', 'test/**'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    'tmp/',
    'data/',
    '.tools/',
    '**/test-results/',
    '**/playwright-report/',
    // Generated: by `npm run gen:api` and by the e2e run that captures the API's examples.
    'packages/api-client/src/schema.ts',
    'backend/src/openapi/captured-examples.ts',
  ]),

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    // `let x; … x = new X(…)` where X's callbacks read x: the two reference each other (test SMTP inbox).
    rules: { 'prefer-const': ['error', { ignoreReadBeforeAssign: true }] },
  },

  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React's onClick/onSubmit take async handlers here (react-hook-form's handleSubmit is one); a promise an
      // attribute drops is still caught by no-floating-promises where it is created.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `rows.map(UserResponseDto.from)`: the DTOs' static factories never use `this`.
      '@typescript-eslint/unbound-method': ['error', { ignoreStatic: true }],
      // `async` without `await` is how promise-returning interfaces are implemented (react-admin providers, fakes).
      '@typescript-eslint/require-await': 'off',
      // The `any`s come from library boundaries (TypeORM's raw query rows, class-transformer's @Transform value,
      // react-admin's provider params); no-explicit-any stops hand-written ones. On where no boundary feeds them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Every finding was String(x) of an `unknown` narrowed to `{}` (form values, spreadsheet cells, a gateway's
      // JSON), which is the point there; the rule cannot tell those from objects.
      '@typescript-eslint/no-base-to-string': 'off',
      // `${params}` is how a URLSearchParams becomes a query string.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowNumber: true,
          allow: [
            { from: 'lib', name: 'URLSearchParams' },
            { from: 'package', package: 'url', name: 'URLSearchParams' },
          ],
        },
      ],
      // Nest's HttpStatus is a numeric enum compared with status codes that arrive as plain numbers.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // Parsers are loaded lazily with require() so a worker pays only for the one it reads with (issue 14).
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^exceljs$', '^@lokalise/xlsx$'] }],
      // `_`-prefixed names and rest siblings are the way this code says "deliberately left out".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts', 'public-web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // One HTTP stack (docs/decisions.md, "One HTTP stack"): every request the server answers goes through Nest's router,
    // guards, pipes, interceptors and logger. No product code opens a server of its own or takes the server's requests
    // before Express; Nest's adapter does both. Unit tests may start a fake of an outside service.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='createServer'], CallExpression[callee.name='createServer']",
          message: 'HTTP is answered by Nest only: declare a route in a controller (docs/decisions.md, "One HTTP stack").',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(on|once|addListener|prependListener|prependOnceListener|removeListener|removeAllListeners|off|listeners)$/][arguments.0.value='request']",
          message: 'A server\'s requests are Nest\'s: no listener before or beside it (docs/decisions.md, "One HTTP stack").',
        },
      ],
    },
  },
  {
    // class-validator's metadata storage keys DTO classes by `Function`; these files read it.
    files: ['backend/src/openapi/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    // react-admin's auth provider contract: reject with `{ redirectTo, message }`, not an Error.
    files: ['backoffice/src/auth/authProvider.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // Playwright fixtures without dependencies must destructure an empty object: `async ({}, use) => …`.
    files: ['test/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: JS,
    extends: [tseslint.configs.recommended, tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS: jest configs and the Node version check, which must run on any Node before ESM is certain.
    files: ['**/*.cjs', 'backend/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['public-web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  {
    files: ['backend/**', 'scripts/**', 'packages/**', 'test/**', '**/*.config.*', 'public-web/scripts/**', 'public-web/*.ts', 'backoffice/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: FRONT_ENDS,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // v7's recommended set adds the React Compiler's rules; the compiler is not used here, and they judge code
      // by what it could memoise: effects that reset state when their key changes, "latest callback" refs,
      // react-hook-form's watch(). rules-of-hooks and exhaustive-deps stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/use-memo': 'off',
      // Focus goes to the field a person opened on purpose (sign-in page and panel, a paste dialog); the
      // journeys' axe checks and the keyboard tests cover the rest.
      'jsx-a11y/no-autofocus': 'off',
      // Esc, Tab and Enter are handled on the container of the focusable elements that receive them (dialog focus
      // trap, menus, a form that blocks Enter); pointer handlers on non-interactive elements stay forbidden.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
      // The event list is a table laid out as cards on phones (CSS display: block), which drops its table semantics in
      // Safari; explicit table roles on its elements put them back.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] }],
      // `role` is also a prop of our own components (<RequireRole role="PUBLIC">), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A choice card's text sits two spans deep inside its label.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // jest.mock factories must require() (they are hoisted above imports).
      '@typescript-eslint/no-require-imports': 'off',
      // expect(fake.method).toHaveBeenCalled() reads a method without calling it.
      '@typescript-eslint/unbound-method': 'off',
      // Supertest's bodies and superagent's parsers are `any` by design.
      '@typescript-eslint/no-explicit-any': 'off',
      // Test names and messages print whatever a table row holds (`${value}` of an unknown).
      '@typescript-eslint/restrict-template-expressions': 'off',
      // Specs walk class-validator's metadata, which keys classes by `Function`.
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },

  prettier,
]);
