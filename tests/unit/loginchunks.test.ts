import { describe, expect, it } from 'vitest';
import { loginChunks } from '../../scripts/bare-admin/measure';

describe('the JavaScript the login page loads (bundle ratio of the bench)', () => {
  it('counts the entry and its static imports: the sign-in form; the app, imported on submit, and the screens are not counted', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/App.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/App.tsx': {
        file: 'assets/App.js',
        imports: ['_vendor.js', '_login.js'],
        dynamicImports: ['src/AppShell.tsx'],
      },
      '_login.js': { file: 'assets/login.js' },
      'src/AppShell.tsx': { file: 'assets/AppShell.js', imports: ['_screens.js'] },
      '_screens.js': { file: 'assets/screens.js' },
      'src/style.css': { file: 'assets/style.css' },
    };
    expect(loginChunks(manifest).sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
  });
});
