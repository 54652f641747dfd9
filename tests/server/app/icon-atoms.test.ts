import { describe, expect, it } from 'vitest';
import { iconFamily, rewriteIconImports } from '../../../build/icon-atoms';

describe("icons imported from their family's file (build/icon-atoms.ts)", () => {
  it('name the family as the package names its file', () => {
    expect(iconFamily('ChevronLeft20Regular')).toBe('chevron-left');
    expect(iconFamily('CheckmarkCircle12Filled')).toBe('checkmark-circle');
    expect(iconFamily('Calendar3Day20Regular')).toBe('calendar-3-day');
    expect(iconFamily('DismissRegular')).toBe('dismiss');
  });

  it('split an import from the package index into one per family, keeping what no family file defines', async () => {
    const source = `import { bundleIcon, Dismiss20Regular as Close, CheckmarkCircle12Filled } from '@fluentui/react-icons';\nuse(Close);`;
    const defined = new Set(['dismiss/Dismiss20Regular', 'checkmark-circle/CheckmarkCircle12Filled']);
    const rewritten = await rewriteIconImports(source, async (family, name) => defined.has(`${family}/${name}`));
    expect(rewritten).toBe(
      'import { Dismiss20Regular as Close } from "@fluentui/react-icons/svg/dismiss"; ' +
        'import { CheckmarkCircle12Filled } from "@fluentui/react-icons/svg/checkmark-circle"; ' +
        'import { bundleIcon } from "@fluentui/react-icons";\nuse(Close);',
    );
  });

  it('leave a source without such imports as it is', async () => {
    expect(await rewriteIconImports(`import { Button } from '@fluentui/react-button';`, async () => true)).toBeUndefined();
    expect(await rewriteIconImports(`import { bundleIcon } from '@fluentui/react-icons';`, async () => false)).toBeUndefined();
  });
});
