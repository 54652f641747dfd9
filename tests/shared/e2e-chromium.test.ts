import { accessSync, constants } from 'node:fs';
import { chromiumPath } from '../../e2e/chromium-path';

describe('the Chromium of the e2e tests', () => {
  it('is CHROME_PATH when set', () => {
    expect(chromiumPath({ CHROME_PATH: '/opt/chrome/chrome' }, ['/usr/bin/chromium'])).toBe('/opt/chrome/chrome');
  });

  it('is the system Chromium when there is one', () => {
    expect(chromiumPath({}, ['/nonexistent/chromium', process.execPath])).toBe(process.execPath);
  });

  it('comes with npm ci when the machine has none', () => {
    const env: NodeJS.ProcessEnv = {};
    const path = chromiumPath(env, ['/nonexistent/chromium']);
    expect(() => accessSync(path, constants.X_OK)).not.toThrow();
    expect(env.FONTCONFIG_PATH).toMatch(/fonts$/);
  }, 60_000);
});
